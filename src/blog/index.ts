/**
 * The blog's shared layer (spec elements-content.md §2–§9), used by every blog widget:
 * - `api.ts`: one typed function per blog call, answers read into `types.ts` shapes;
 * - `member.ts`: the blog's login state (login-user and login-user-token both present);
 * - `dates.ts`: post dates, readable or not, pre_show / pre_block of the view config;
 * - `pagination.ts`: the feed's and the list family's paginators as models;
 * - `paths.ts` and `route.ts`: the blog's paths (/s, /c, /a, /page/n, /blog/{url}, /{url}).
 */
export * from './api.js';
export * from './dates.js';
export * from './member.js';
export * from './pagination.js';
export * from './paths.js';
export * from './route.js';
