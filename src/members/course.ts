/**
 * Opening an e-learning course (runtime.md §4, elements-content.md §6): the course address from
 * the server, with the member's login parameters on the hosted service's course pages; an answer
 * without an address, or a refusal ('not approved'), shows the no-access modal.
 */
import { envelope, members } from '../http/index.js';
import { openModal } from '../modals/index.js';
import { session } from '../session/index.js';
import { go } from '../base/go.js';
import { navigableUrl } from '../util/url.js';
import { courseAddress, courseLoginUrl } from './rules.js';

export async function openCourse(
  areaId: string | number,
  { newTab = false, replace = false }: { newTab?: boolean; replace?: boolean } = {},
): Promise<void> {
  const current = session.peek();
  try {
    if (!current) throw new Error('no member');
    const answer = await envelope<unknown>(
      members.post(
        `/website/user/elearning/get-course/${encodeURIComponent(String(areaId))}/${encodeURIComponent(current.user.email)}/${encodeURIComponent(current.tokenMd5)}`,
      ),
    );
    const address = navigableUrl(courseAddress(answer));
    if (!address) throw new Error('the answer has no course address');
    const member = { email: current.user.email, tokenHash: current.tokenHash || current.tokenMd5 };
    go(courseLoginUrl(address.href, member), { newTab, replace });
  } catch {
    openModal({ kind: 'elearning-no-access' });
  }
}
