/**
 * The blog's entities as the blog service sends them (spec elements-content.md §3), field names
 * exactly as the spec writes them. Every answer passes through the readers in `values.ts`, so an
 * element always gets these shapes: flags as booleans, numbers as numbers, lists as arrays,
 * missing text as ''. Nothing here is trusted HTML: `content` and `message_capture` are sanitised
 * where they are drawn (src/util/sanitize.ts).
 */

/** A post's release mode: 'Dripping' and 'Scheduled' are not readable yet; anything else is a normal post. */
export type DateCycle = 'Dripping' | 'Scheduled' | 'Instantaneous' | (string & {});

/** A post's author (spec §3 "Blog post": author {…}). */
export interface BlogAuthor {
  name: string;
  slug: string;
  /** Picture URL; '' when none. */
  thumbnail: string;
  email: string;
  facebook_url: string;
  instagram_url: string;
  twitter_url: string;
  linkedin_url: string;
  youtube_url: string;
  medium_url: string;
}

/** A category of a post, or an entry of `/get-childs?type=categories`. */
export interface BlogCategory {
  id: number | string;
  name: string;
  /** Used in `/c/{slug}`; the older family names it `url`, read into `slug` too. */
  slug: string;
  url: string;
}

/** One entry of `/get-childs` (categories or authors list). */
export interface BlogChild {
  id: number | string;
  name: string;
  slug: string;
}

/** A blog post as lists and the post page get it (spec §3 "Blog post (list item)"). */
export interface BlogPost {
  /** The list family's article id; 0 when the service does not send one. */
  id: number | string;
  title: string;
  /** HTML (a summary in lists, the whole post on the post page). Sanitise before drawing. */
  content: string;
  /** Image URL; '' when missing (elements show a placeholder). */
  thumbnail: string;
  /** The post's path segment: `/blog/{url}` and `/{url}` show it. */
  url: string;
  author: BlogAuthor | null;
  categories: BlogCategory[];
  /** The categories' names as one text, when the service sends it. */
  categories_list: string;
  /** UTC, 'YYYY-MM-DD HH:mm:ss' (or ISO); '' when none. */
  scheduled_date: string;
  created_at: string;
  date_cycle: DateCycle;
  /** Dripping: seconds from now until the post opens for this visitor. */
  dripping_total_seconds: number;
  /** Restricted post (the service sends 1): visitors not logged in see `message_capture` and the wall. */
  is_capture: boolean;
  /** HTML shown on the registration wall of a restricted post. */
  message_capture: string;
  enabled_comments: boolean;
}

/** A page of posts (`/get-news`): `data` and `last_page` are what the feed uses. */
export interface NewsPage {
  data: BlogPost[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * The blog view config (`/get-key`, spec §3 "Blog view config"). `pre_show_*` say whether posts
 * not yet readable appear in lists at all; `pre_block_*_url` is where a visitor who opens such a
 * post is sent ('' keeps them on the post page with a notice).
 */
export interface BlogViewConfig {
  key: string;
  pre_show_dripping: boolean;
  pre_block_dripping_url: string;
  pre_show_scheduled: boolean;
  pre_block_scheduled_url: string;
  /** Date format of posts not yet readable; '' means the element's own dateFormat. */
  date_format_preview_news: string;
}

/** A like on a comment. */
export interface CommentLike {
  name: string;
  /** '' when the service keeps addresses to itself (the reference backend does). */
  email: string;
  /** The logged-in member's own like (the service says so from the bearer token); absent when not. */
  mine?: boolean;
}

/** A comment (spec §3 "Comment"); `replys` as the spec spells it. */
export interface BlogComment {
  id: number | string;
  name: string;
  /** '' when the service keeps addresses to itself (the reference backend does: see `mine`). */
  email: string;
  /** Written by the logged-in member (the service says so from the bearer token). */
  mine: boolean;
  /** Plain text as the commenter typed it (draw as text, never as HTML). */
  comment: string;
  created_at: string;
  likes: CommentLike[];
  /** The logged-in member has liked it. */
  liked: boolean;
  replys: BlogComment[];
  /** Written by the post's author (highlighted). */
  is_author: boolean;
  deleted_by_author: boolean;
  deleted_by_owner: boolean;
}

/** `/comments/get`: a page of comments, whether there are more, and the login-prompt theme (1–3). */
export interface CommentsAnswer {
  comments: BlogComment[];
  more: boolean;
  theme: number;
}

/** A button of the registration wall (spec §3 "Capture settings"). */
export interface CaptureButtonSettings {
  text: string;
  font: string;
  size: string;
  background: string;
  color: string;
  radius: string;
  padding: string;
  margin: string;
}

/** `/cheetah/blog/get-capture-config`; the service sends the two button settings as JSON strings. */
export interface CaptureConfig {
  /** The wall's flex layout (e.g. 'row', 'column'); '' when unset. */
  theme: string;
  login_button_settings: CaptureButtonSettings;
  register_button_settings: CaptureButtonSettings;
}
