/** The site-origin and provider calls of the link action (elements-lead-capture.md §7, runtime.md §7). */
import { answerFlag } from '../config.js';
import { provider, site } from '../http/index.js';
import { siteData } from '../base/data.js';
import type { MultipleAction, TagValues } from './rules.js';

/** The answer of /cheetah/link/action: the click count as text, or 'error' (lead-capture §7). */
async function clickAnswer(buttonId: string, clear: boolean): Promise<number> {
  const text = (
    await site.get('/cheetah/link/action', { searchParams: clear ? { btn_id: buttonId, clear: 1 } : { btn_id: buttonId } }).text()
  ).trim();
  const count = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(count)) throw new Error(`the server answered ${JSON.stringify(text.slice(0, 40))} for "${buttonId}"`);
  return count;
}

/**
 * GET /cheetah/link/action?btn_id= — counts a click on the element with that id: its click count
 * now. An answer of 'error' (or anything but a count) rejects.
 */
export function countClick(buttonId: string): Promise<number> {
  return clickAnswer(buttonId, false);
}

/** GET /cheetah/link/action?btn_id=&clear=1 — resets the element's clicks: 0, or rejects on 'error'. */
export function clearClicks(buttonId: string): Promise<number> {
  return clickAnswer(buttonId, true);
}

/** GET /cheetah/link/vote?question_code=&option= — records a vote. */
export async function recordVote(question: string, option: string): Promise<void> {
  await site.get('/cheetah/link/vote', { searchParams: { question_code: question, option } });
}

/** GET /cheetah/link/multiple?code= (clear=1 resets the count): the click count and the server's actions. */
export async function multipleCounter(code: string, clear = false): Promise<{ counter: number; actions?: MultipleAction[] }> {
  const body = await site
    .get('/cheetah/link/multiple', { searchParams: clear ? { code, clear: 1 } : { code } })
    .json<{ success?: unknown; actions?: unknown; counter?: unknown }>();
  // A refusal (success false, 0, "0", "false"…): no count and no actions of the server's.
  if (!answerFlag(body, 'success', true)) return { counter: 0 };
  return {
    counter: Number(body.counter) || 0,
    actions: Array.isArray(body.actions) ? (body.actions as MultipleAction[]) : undefined,
  };
}

/** Where the provider's office answers a user's tag values. */
export const TAGS_PATH = '/office/user/get-tags';
let tags: Promise<TagValues | false> | undefined;

/**
 * The site owner's lead tag values for bracketed [tags] in links: POST to the provider's office
 * with credentials, once per page load (`fresh`: ask again, for the slider group's refresh every
 * second; the new answer is kept for later callers). null when the site has no owner id; false
 * when the lookup failed.
 */
export function loadTags({ fresh = false }: { fresh?: boolean } = {}): Promise<TagValues | false | null> {
  const userId = siteData()?.options?.id_office_user;
  if (!userId) return Promise.resolve(null);
  if (fresh || !tags) {
    tags = provider
      .post(`${TAGS_PATH}/${encodeURIComponent(String(userId))}`, {
        credentials: 'include',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      })
      .json<unknown>()
      .then(
        (value) => (value && typeof value === 'object' ? (value as TagValues) : false),
        () => false as const,
      );
  }
  return tags;
}
