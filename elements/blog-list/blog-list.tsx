import { useEffect, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { pictureAddress } from '../../src/util/images.js';
import type { Translate } from '../../src/i18n/index.js';
import { listed, postDate } from '../../src/blog/dates.js';
import { listPagination } from '../../src/blog/pagination.js';
import { pagedPath } from '../../src/blog/paths.js';
import { useBlogRoute } from '../../src/blog/route.js';
import type { BlogPost, BlogViewConfig } from '../../src/blog/types.js';
import { cssLength } from '../../src/common.js';
import { growWithContent } from '../../src/ui/grow.js';
import { useResetState } from '../../src/ui/use-reset-state.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { inSite } from '../../src/base/go.js';
import type { Device } from '../../src/device.js';
import { useT } from '../../src/i18n/index.js';
import { cssColor } from '../../src/util/color.js';
import { isEditor } from '../../src/util/editor.js';
import { LIST_THEME_CONTENT_CHARS, MAX_COLUMNS, type BlogListConfig } from './config.js';
import { useArticles } from './load.js';
import {
  articleHref,
  BlogLink,
  cut,
  Html,
  plainText,
  PostDetails,
  readableOn,
  textVars,
  useLocale,
  vars,
} from '../../src/blog/ui.js';
import { Spinner } from '../../src/ui/spinner.js';

/** How many articles share the row of article `index`: the headline's first items are wider (§9). */
export function perRow(index: number, columns: number, headline: BlogListConfig['headline']): number {
  const wide: Record<string, number> = { '1-100': 1, '2-50': 2, '3-33': 3, '4-25': 4 };
  const count = wide[headline];
  return count !== undefined && index < count ? count : columns;
}

/**
 * The order of article `index` in the flow: last-column moves the first article behind the rest
 * of the first row, so that it takes the row's last column.
 */
export function flowOrder(index: number, columns: number, headline: BlogListConfig['headline']): number {
  if (headline !== 'last-column' || columns < 2) return 0;
  if (index === 0) return 1;
  return index < columns ? 0 : 2;
}

interface CardProps {
  post: BlogPost;
  config: BlogListConfig;
  view: BlogViewConfig | null;
  now: Date;
  locale: string;
  editor: boolean;
  t: Translate;
  style: CSSProperties;
}

function Card({ post, config, view, now, locale, editor, t, style }: CardProps) {
  const { show } = config.card;
  const date = postDate(post, {
    format: config.card.config.dateFormat,
    previewFormat: view?.date_format_preview_news,
    now,
    locale,
  });
  const href = articleHref(post, date, view, editor, now);
  const thumbnail = pictureAddress(post.thumbnail);
  const listTheme = config.theme === 'list';
  const summary = show.content ? (listTheme ? cut(plainText(post.content), LIST_THEME_CONTENT_CHARS) : post.content) : '';
  const categories = post.categories.filter((c) => c.name);
  const link = (children: ReactNode, part: string) => (
    <BlogLink href={href} part={part}>
      {children}
    </BlogLink>
  );

  return (
    <li part="article" className={`article${date.readable ? '' : ' locked'}`} style={style}>
      {show.thumbnail && (
        <div part="thumbnail" className={`thumbnail${thumbnail ? '' : ' placeholder'}`}>
          {thumbnail ? <img src={thumbnail} alt="" loading="lazy" decoding="async" /> : null}
        </div>
      )}
      <div part="body" className="body">
        {!date.readable && (
          <span part="badge" className="badge">
            {t('ct-post-coming-soon')}
          </span>
        )}
        <h2 part="title" className="title">
          {link(post.title, 'title-link')}
        </h2>
        <PostDetails post={post} date={date} show={show} />
        {show.categories && categories.length > 0 && (
          <ul part="categories" className="categories" aria-label={t('ct-categories')}>
            {categories.map((c, i) => (
              <li key={`${c.slug}-${i}`}>{c.name}</li>
            ))}
          </ul>
        )}
        {summary &&
          (listTheme ? (
            <p part="content" className="content">
              {summary}
            </p>
          ) : (
            <Html part="content" className="content" html={summary} />
          ))}
        {show.button && date.readable && (
          <p className={`more more-${config.card.config.buttonPosition}`}>
            {link(
              <>
                {config.card.config.readMoreText.trim() || t('ct-read-more')}
                <span className="visually-hidden">: {post.title}</span>
              </>,
              'button',
            )}
          </p>
        )}
      </div>
    </li>
  );
}

interface PagerProps {
  page: number;
  lastPage: number;
  count: number;
  /** The address the pages are of (its /page/n is replaced). */
  pathname: string;
  search: string;
  /** A visitor's click on page n; the link is followed unless it prevents it. */
  onFollow: (event: MouseEvent<HTMLAnchorElement>, n: number) => void;
  t: Translate;
}

function Pager({ page, lastPage, count, pathname, search, onFollow, t }: PagerProps) {
  const model = listPagination(page, lastPage, count);
  if (!model.show) return null;
  const href = (n: number) => pagedPath(pathname, search, n);
  const step = (n: number | null, key: string, part: string) =>
    n === null ? null : (
      <li>
        <a part={`page-link ${part}`} href={href(n)} onClick={(event) => onFollow(event, n)}>
          {t(key)}
        </a>
      </li>
    );
  return (
    <nav part="pagination" className="pagination" aria-label={t('ct-pagination')}>
      <ul>
        {step(model.first, 'ct-first', 'first')}
        {step(model.previous, 'ct-previous', 'previous')}
        {model.pages.map((n) => (
          <li key={n}>
            <a
              part={n === model.current ? 'page-link page current' : 'page-link page'}
              href={href(n)}
              onClick={(event) => onFollow(event, n)}
              aria-label={t('ct-page-number', { page: n })}
              aria-current={n === model.current ? 'page' : undefined}
            >
              {n}
            </a>
          </li>
        ))}
        {step(model.next, 'ct-next', 'next')}
        {step(model.last, 'ct-last', 'last')}
      </ul>
    </nav>
  );
}

function looks(config: BlogListConfig, device: Device, host: Element): CSSProperties {
  const { colors, sizes, styles } = config.card;
  const button = cssColor(colors.color_5, host);
  return vars({
    '--card-background': cssColor(colors.color_1, host),
    '--title-color-base': cssColor(colors.color_2, host),
    '--text-color-base': cssColor(colors.color_3, host),
    '--details-color-base': cssColor(colors.color_4, host),
    '--button-background': button,
    '--button-text-base': readableOn(button),
    '--thumbnail-height': cssLength(sizes.thumbnail),
    '--gap': cssLength(sizes.gap),
    '--radius': cssLength(sizes.radius),
    ...textVars('title', styles.title, device, host),
    ...textVars('content', styles.content, device, host),
    ...textVars('button', styles.button, device, host),
    ...textVars('author', styles.author, device, host),
    ...textVars('categories', styles.categories, device, host),
  });
}

export function BlogList({ config, device }: ElementProps<BlogListConfig>) {
  const t = useT();
  const host = useHost();
  // Placed by left/top, it grows with its content and its panel with it.
  useEffect(() => growWithContent(host), [host]);
  const locale = useLocale();
  const address = useBlogRoute();
  const editor = isEditor();
  // Off a site (an embed page, no router) the pager turns the pages here instead of leaving the host page.
  // A new address (the router, Back or Forward) wins over a page turned here.
  const [ownPage, setOwnPage] = useResetState<number | null>(null, `${address.pathname}${address.search}`);
  const route = ownPage !== null ? { ...address.route, page: ownPage } : address.route;
  const articles = useArticles(config, route, host);
  const follow = (event: MouseEvent<HTMLAnchorElement>, n: number) => {
    if (editor) return event.preventDefault();
    if (inSite()) return;
    event.preventDefault();
    setOwnPage(n);
  };
  const now = new Date();
  const columns = device === 'mobile' ? 1 : Math.min(MAX_COLUMNS, Math.max(1, config.columns));
  const headline = device === 'mobile' ? 'none' : config.headline;
  const posts = articles.posts.filter((post) => listed(post, articles.view, now));

  let body: ReactNode;
  if (articles.status === 'loading') body = <Spinner />;
  else if (posts.length === 0)
    body = (
      <p part="empty" className="empty" role="status">
        {articles.search ? t('ct-no-articles-on-your-blog') : t('ct-blog-empty')}
      </p>
    );
  else
    body = (
      <>
        <ul part="articles" className={`articles headline-${headline}`}>
          {posts.map((post, i) => {
            const style = { '--per-row': perRow(i, columns, headline), order: flowOrder(i, columns, headline) } as CSSProperties;
            return (
              <Card
                key={`${post.id}-${post.url}-${i}`}
                post={post}
                config={config}
                view={articles.view}
                now={now}
                locale={locale}
                editor={editor}
                t={t}
                style={style}
              />
            );
          })}
        </ul>
        {config.type === 'feed' && config.pagination.show && (
          <Pager
            page={articles.page}
            lastPage={articles.lastPage}
            count={articles.posts.length}
            pathname={address.pathname}
            search={address.search}
            onFollow={follow}
            t={t}
          />
        )}
      </>
    );

  return (
    <div
      part="base"
      className={`base theme-${config.theme} type-${config.type}${device === 'mobile' ? ' mobile' : ''}`}
      style={looks(config, device, host)}
      aria-busy={articles.status === 'loading' ? true : undefined}
    >
      {body}
    </div>
  );
}
