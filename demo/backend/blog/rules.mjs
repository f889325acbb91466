// The blog service's rules, free of HTTP and of the database: its limits, how a call's values are
// read, when a Dripping or Scheduled post opens, which filters a list call sets and what an
// excerpt is.

/** Where the blog service is served (the local default of src/http/hosts.ts LOCAL_BLOG_PATH). */
export const BLOG_PREFIX = '/blog-api';

/** Feed page size when the call sends none, and the most a call may ask for. */
export const DEFAULT_PER_PAGE = 8;
export const MAX_PER_PAGE = 50;
/** Default amount of the list family's filtered calls (spec §9). */
export const DEFAULT_AMOUNT = 6;
/** Comments per page (spec §9) and the most a call may ask for. */
export const COMMENTS_PAGE_SIZE = 10;
export const MAX_COMMENTS = 500;
/** Longest comment accepted. */
export const COMMENT_MAX = 5000;
/**
 * The cookie holding a browser's first blog visit as the server saw it (`{ms}.{signature}`): the
 * server's clock, signed with the blog's secret, so a client cannot move it back. A member's first
 * visit is also kept in the database.
 */
export const FIRST_VISIT_COOKIE = 'weft_blog_first';
export const FIRST_VISIT_MAX_AGE = 365 * 24 * 60 * 60;

/** 'YYYY-MM-DD HH:MM:SS' in UTC. */
export const stamp = (date) => date.toISOString().slice(0, 19).replace('T', ' ');

export const isBlank = (value) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
export const text = (value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
export const truthy = (value) => ['1', 'true', 'yes', 'on'].includes(text(value).trim().toLowerCase()) || value === true;
/** A positive integer query value, or `fallback`; capped at `max`. */
export function positive(value, fallback, max = Number.MAX_SAFE_INTEGER) {
  const n = Number.parseInt(text(value), 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, max) : fallback;
}
/** A filter value: 'all' or blank means none; the part before a slash (spec §7). */
export const filterOf = (value) => {
  const v = text(value).split('/')[0].trim();
  return v === '' || v.toLowerCase() === 'all' ? null : v;
};
/** Whether two e-mails are the same address (blank is nobody's). */
export const sameEmail = (a, b) => text(a).trim() !== '' && text(a).trim().toLowerCase() === text(b).trim().toLowerCase();
/** The text of HTML, for excerpts. */
export const plain = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** `text` cut at a word to at most `max` characters, with an ellipsis when cut. */
export const excerpt = (text, max) => {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${space > 0 ? head.slice(0, space) : head}…`;
};

/** The member when they belong to `site`, else null (another site's member is a visitor here). */
export const ownMember = (member, site) => (member && member.website_id === site ? member : null);

/**
 * A post's date cycle for this visitor, `now`: a Dripping post is Dripping only until it opens
 * (first visit + its drip seconds, by the server's clock), with the seconds that remain; a
 * Scheduled one until its date. Every open post is Instantaneous.
 * @param {{ date_cycle: string, drip_seconds: number, scheduled_date: string }} row
 * @param {number} firstVisit ms
 * @param {number} now ms
 */
export function cycleOf(row, firstVisit, now) {
  let cycle = row.date_cycle;
  let remaining = 0;
  if (cycle === 'Dripping') {
    remaining = Math.ceil((firstVisit + row.drip_seconds * 1000 - now) / 1000);
    if (remaining <= 0) cycle = 'Instantaneous';
  } else if (cycle === 'Scheduled' && Date.parse(`${row.scheduled_date.replace(' ', 'T')}Z`) <= now) {
    cycle = 'Instantaneous';
  }
  return { cycle, remaining };
}

/**
 * The WHERE clause and values of a list call's filters, and its search term (lower case, at most
 * 100 characters; '' for none). The term is not matched here: a post matches on what the visitor
 * may read of it (store.mjs searchText), which SQL over the stored content cannot know.
 */
export function filters(site, query) {
  const where = ['p.website_id = @site'];
  const values = { site };
  const category = filterOf(query.category);
  const author = filterOf(query.author);
  const search = text(query.search).trim();
  if (category) {
    where.push(
      'EXISTS (SELECT 1 FROM blog_post_categories pc JOIN blog_categories c ON c.id = pc.category_id WHERE pc.post_id = p.id AND c.slug = @category COLLATE NOCASE)',
    );
    values.category = category;
  }
  if (author) {
    where.push('EXISTS (SELECT 1 FROM blog_authors a WHERE a.id = p.author_id AND a.slug = @author COLLATE NOCASE)');
    values.author = author;
  }
  if (truthy(query.featured)) where.push('p.featured = 1');
  const order = truthy(query.most_accessed)
    ? '(SELECT COUNT(*) FROM blog_views v WHERE v.post_id = p.id) DESC, p.scheduled_date DESC, p.id DESC'
    : 'p.scheduled_date DESC, p.id DESC';
  return { where: where.join(' AND '), values, order, search: search.slice(0, 100).toLowerCase() };
}
