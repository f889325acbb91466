/**
 * What the members form's forms share beside the members submit (src/members/submit.tsx): what
 * follows a login (the redirect of runtime.md §4).
 */
import type { Sent } from '../../src/forms/submit.js';
import { followRedirect } from '../../src/members/account.js';
import { redirectAfterLogin } from '../../src/members/rules.js';
import type { MembersFormConfig } from './config.js';

/** After a login: the redirect order of runtime.md §4, unless a restricted page shows its content (gate). */
export async function afterLogin(config: MembersFormConfig): Promise<Sent> {
  const redirect = redirectAfterLogin(config.gate, config.redirect);
  if (!redirect) return 'stays';
  await followRedirect(redirect);
  return 'stays';
}
