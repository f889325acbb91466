import { useEffect, useState, type MouseEvent } from 'react';
import { pictureAddress } from '../../src/util/images.js';
import type { Translate } from '../../src/i18n/index.js';
import { fetchNews } from '../../src/blog/news.js';
import { listed, postDate } from '../../src/blog/dates.js';
import { usePosts } from '../../src/blog/load.js';
import { feedPagination } from '../../src/blog/pagination.js';
import { authorPath, categoryPath, pagedPath, postPath, routeFilter, type BlogRoute } from '../../src/blog/paths.js';
import { useBlogRoute } from '../../src/blog/route.js';
import type { BlogPost, BlogViewConfig } from '../../src/blog/types.js';
import { growWithContent } from '../../src/ui/grow.js';
import { Spinner } from '../../src/ui/spinner.js';
import { useHost, type ElementProps } from '../../src/define.js';
import type { Device } from '../../src/device.js';
import { activeLanguage, useT } from '../../src/i18n/index.js';
import { bcp47 } from '../../src/i18n/language.js';
import { inSite } from '../../src/base/go.js';
import { useSignalValue } from '../../src/base/use-signal.js';
import { cssColor } from '../../src/util/color.js';
import { isEditor } from '../../src/util/editor.js';
import {
  DEFAULT_PER_PAGE,
  FEED_THEMES,
  MAX_PER_PAGE,
  PREVIEW_CHARS,
  type BlogFeedConfig,
  type FeedTextStyle,
  type FeedTheme,
} from './config.js';
import { cut, plainText, textVars, vars } from '../../src/blog/ui.js';

/**
 * Whether a card is drawn in the alternate style (picture on the other side): theme 2 always,
 * theme 3 on even cards (the 2nd, 4th… of the page).
 */
export function alternate(theme: FeedTheme, index: number): boolean {
  return theme === '2' || (theme === '3' && index % 2 === 1);
}

/**
 * What the feed shows (§4, §7): a page of /get-news for the route's filter, the posts the view
 * config keeps out of lists left out.
 */
function useFeed(request: Omit<Parameters<typeof fetchNews>[0], 'utc_time'> & { page: number }, host: Element) {
  const loaded = usePosts(
    JSON.stringify(request),
    async (signal, firstVisit) => {
      const answer = await fetchNews({ ...request, utc_time: await firstVisit() }, { signal });
      return { posts: answer.data, page: answer.current_page, lastPage: answer.last_page };
    },
    host,
    "the blog's posts",
  );
  const now = new Date();
  return { ...loaded, posts: loaded.posts.filter((post) => listed(post, loaded.view, now)) };
}

/** Posts per page: perPage, or 8 when unset (0), at most 50. */
export function perPageOf(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.min(Math.floor(value), MAX_PER_PAGE) : DEFAULT_PER_PAGE;
}

/** A text style as CSS variables (the shared ones), its colour falling back to the feed's colour field. */
function feedTextVars(prefix: string, style: FeedTextStyle, device: Device, fallbackColour: string, owner: Element) {
  const out = textVars(prefix, style, device, owner);
  out[`--${prefix}-color`] ??= cssColor(fallbackColour, owner);
  return out;
}

/** Shown in place of a missing thumbnail (§4): a picture frame drawn in CSS colours. */
function Placeholder() {
  return (
    <svg className="placeholder" part="placeholder" viewBox="0 0 64 40" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="64" height="40" />
      <circle cx="44" cy="13" r="5" />
      <path d="M0 40 L20 20 L32 31 L42 23 L64 40 Z" />
    </svg>
  );
}

/** Follows a blog link: in site mode the router takes the click; elsewhere the feed follows it itself. */
type Follow = (event: MouseEvent<HTMLAnchorElement>, route: BlogRoute) => void;

interface CardProps {
  post: BlogPost;
  index: number;
  theme: FeedTheme;
  config: BlogFeedConfig;
  view: BlogViewConfig | null;
  locale: string;
  editor: boolean;
  follow: Follow;
  t: Translate;
}

function Card({ post, index, theme, config, view, locale, editor, follow, t }: CardProps) {
  const date = postDate(post, { format: config.dateFormat, previewFormat: view?.date_format_preview_news, locale });
  const href = editor ? '#' : postPath(post.url) || '#';
  const src = pictureAddress(post.thumbnail);
  const text = cut(plainText(post.content), PREVIEW_CHARS[theme]);
  const classes = ['post', alternate(theme, index) ? 'alternate' : '', date.readable ? '' : 'locked'].filter(Boolean).join(' ');
  const stop = (event: MouseEvent<HTMLAnchorElement>) => editor && event.preventDefault();
  const authorHref = post.author?.slug ? (editor ? '#' : authorPath(post.author.slug)) : '';
  return (
    <li className={classes} part={date.readable ? 'post' : 'post locked'}>
      <article className="card" part="card">
        <div className="thumbnail" part="thumbnail">
          {src ? <img src={src} alt="" loading="lazy" decoding="async" /> : <Placeholder />}
        </div>
        <div className="body">
          <h2 className="title" part="title">
            {date.readable ? (
              <a href={href} onClick={stop}>
                {post.title}
              </a>
            ) : (
              post.title
            )}
          </h2>
          <p className="details" part="details">
            {date.text && (
              <time part="date" dateTime={date.iso}>
                {date.text}
              </time>
            )}
            {post.author?.name && (
              <span className="author" part="author">
                {authorHref ? (
                  <a href={authorHref} onClick={(event) => follow(event, { kind: 'author', slug: post.author!.slug, page: 1 })}>
                    {t('ct-by-author', { name: post.author.name })}
                  </a>
                ) : (
                  t('ct-by-author', { name: post.author.name })
                )}
              </span>
            )}
            {post.categories.length > 0 && (
              <span className="categories" part="categories">
                {post.categories.map((category, i) => {
                  const categoryHref = editor ? '#' : categoryPath(category.slug);
                  return (
                    <span key={`${category.id}-${i}`}>
                      {category.slug ? (
                        <a
                          href={categoryHref}
                          onClick={(event) => follow(event, { kind: 'category', slug: category.slug, page: 1 })}
                        >
                          {category.name}
                        </a>
                      ) : (
                        category.name
                      )}
                    </span>
                  );
                })}
              </span>
            )}
          </p>
          {text && (
            <p className="preview" part="preview">
              {text}
            </p>
          )}
          {date.readable ? (
            <a className="read-more" part="read-more" href={href} onClick={stop}>
              {config.textReadMore || t('ct-read-more')}
              <span className="visually-hidden">: {post.title}</span>
            </a>
          ) : (
            <span className="coming-soon" part="coming-soon">
              {t('ct-post-coming-soon')}
            </span>
          )}
        </div>
      </article>
    </li>
  );
}

interface PagerProps {
  page: number;
  lastPage: number;
  count: number;
  pathname: string;
  search: string;
  route: BlogRoute;
  editor: boolean;
  follow: Follow;
  t: Translate;
}

/** First (past page 3), Previous, about five numbers, Next, Last and 'page: N'; nothing with one page (§2, §4). */
function Pager({ page, lastPage, count, pathname, search, route, editor, follow, t }: PagerProps) {
  const model = feedPagination(page, lastPage, count);
  if (!model.show) return null;
  const hrefOf = (n: number) => (editor ? '#' : pagedPath(pathname, search, n));
  const link = (n: number, label: string, name?: string) => (
    <li key={`${label}-${n}`}>
      <a
        href={hrefOf(n)}
        part={n === model.current && !name ? 'page current' : 'page'}
        aria-current={n === model.current && !name ? 'page' : undefined}
        aria-label={name ? undefined : t('ct-page-number', { page: n })}
        onClick={(event) => follow(event, { ...route, page: n })}
      >
        {label}
      </a>
    </li>
  );
  return (
    <nav part="pagination" className="pagination" aria-label={t('ct-pagination')}>
      <ul>
        {model.first !== null && link(model.first, t('ct-first'), 'first')}
        {model.previous !== null && link(model.previous, t('ct-previous'), 'previous')}
        {model.pages.map((n) => link(n, String(n)))}
        {model.next !== null && link(model.next, t('ct-next'), 'next')}
        {model.last !== null && link(model.last, t('ct-last'), 'last')}
      </ul>
      <p part="page-label" className="page-label">
        {t('ct-page', { page: model.current })}
      </p>
    </nav>
  );
}

export function BlogFeed({ config, device }: ElementProps<BlogFeedConfig>) {
  const host = useHost();
  // Placed by left/top, it grows with its content and its panel with it.
  useEffect(() => growWithContent(host), [host]);
  const t = useT();
  const locale = bcp47(useSignalValue(activeLanguage));
  const address = useBlogRoute();
  // Off a site (an embed page), blog links are followed here instead of leaving the host page.
  const [own, setOwn] = useState<BlogRoute | null>(null);
  const routed = inSite();
  const route = (!routed && own) || address.route;
  const editor = isEditor();
  const theme: FeedTheme = (FEED_THEMES as readonly string[]).includes(String(config.theme)) ? config.theme : '1';
  const feed = useFeed({ ...routeFilter(route), perpage: perPageOf(config.perPage) }, host);

  const follow: Follow = (event, next) => {
    if (editor) return event.preventDefault();
    if (routed) return;
    event.preventDefault();
    setOwn(next);
  };

  const style = vars({
    '--feed-card-bg': cssColor(config.cardBgColor, host),
    '--feed-details-color': cssColor(config.colorDetails, host),
    '--feed-more-color': cssColor(config.colorReadMore, host),
    '--feed-more-hover': cssColor(config.colorReadMoreHover, host),
    ...feedTextVars('feed-title', config.titleStyle, device, config.colorTitle, host),
    ...feedTextVars('feed-text', config.contentStyle, device, config.colorSubTitle, host),
  });
  const searching = route.kind === 'search';
  const empty = feed.status !== 'loading' && feed.posts.length === 0;

  return (
    <section
      part="base"
      className={`base theme-${theme} ${device}`}
      style={style}
      aria-label={t('ct-blog-feed')}
      aria-busy={feed.status === 'loading' ? 'true' : undefined}
    >
      {feed.status === 'loading' && <Spinner part="loading" />}
      {empty && (
        <p part="empty" className="empty" role="status">
          {searching && feed.status === 'ready' ? t('ct-no-articles-on-your-blog') : t('ct-blog-empty')}
        </p>
      )}
      {feed.status !== 'loading' && feed.posts.length > 0 && (
        <ul part="list" className="list">
          {feed.posts.map((post, index) => (
            <Card
              key={`${post.id}-${post.url}`}
              post={post}
              index={index}
              theme={theme}
              config={config}
              view={feed.view}
              locale={locale}
              editor={editor}
              follow={follow}
              t={t}
            />
          ))}
        </ul>
      )}
      {feed.status === 'ready' && (
        <Pager
          page={feed.page}
          lastPage={feed.lastPage}
          count={feed.posts.length}
          pathname={routed || !own ? address.pathname : '/'}
          search={routed || !own ? address.search : ''}
          route={route}
          editor={editor}
          follow={follow}
          t={t}
        />
      )}
    </section>
  );
}
