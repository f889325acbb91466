import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { fetchNewsItem } from '../../src/blog/news.js';
import { listed, postDate } from '../../src/blog/dates.js';
import { useBlogMember } from '../../src/blog/member.js';
import { categoryPath } from '../../src/blog/paths.js';
import { postAccess } from '../../src/blog/access.js';
import { pictureAddress } from '../../src/util/images.js';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { cssColor } from '../../src/util/color.js';
import { isEditor } from '../../src/util/editor.js';
import { articleHref, articleId, BlogLink, Html, PostDetails, readableOn, textVars, useLocale, vars } from '../../src/blog/ui.js';
import { Spinner } from '../../src/ui/spinner.js';
import { usePosts } from '../../src/blog/load.js';
import { MembersOnly } from '../../src/blog/wall.js';
import type { BlogPostConfig } from './config.js';

/**
 * The selected article (GET /get-new/{id}) and the view config; asked again (usePosts) when the
 * member changes, and after the take-over of a drawing that was not this member's (restricted content).
 */
function useArticle(value: BlogPostConfig['selectedArticle'], host: Element) {
  const selected = useMemo(() => articleId(value, host), [value, host]);
  const loaded = usePosts(
    selected === null ? null : JSON.stringify([selected]),
    async (signal) => {
      const post = await fetchNewsItem(selected!, { signal });
      return post && (post.title || post.url) ? [post] : [];
    },
    host,
    'its article',
  );
  // Asked again (another member), the article on screen stays until the new answer.
  const post = loaded.posts[0] ?? null;
  return { status: loaded.status === 'loading' && post ? 'ready' : loaded.status, post, view: loaded.view };
}

/** One selected article (elements-content.md §2 "single post"): picture, title, date, author, categories, text and read-more. */
export function BlogPostElement({ config, device }: ElementProps<BlogPostConfig>) {
  const t = useT();
  const host = useHost();
  const locale = useLocale();
  const member = useBlogMember();
  const { status, post, view } = useArticle(config.selectedArticle, host);
  const editor = isEditor();
  const now = new Date();
  const button = cssColor(config.colors.color_5, host);
  const style = vars({
    '--post-background': cssColor(config.colors.color_1, host),
    // A background of its own needs room around the text.
    '--post-padding': config.colors.color_1.trim() ? '1.25rem' : undefined,
    '--title-color-base': cssColor(config.colors.color_2, host),
    '--text-color-base': cssColor(config.colors.color_3, host),
    '--details-color-base': cssColor(config.colors.color_4, host),
    '--button-background': button,
    '--button-text-base': readableOn(button),
    '--thumbnail-height': cssLength(config.thumbnailHeight),
    ...textVars('title', config.styles.title, device, host),
    ...textVars('content', config.styles.content, device, host),
    ...textVars('author', config.styles.author, device, host),
    ...textVars('categories', config.styles.categories, device, host),
    ...textVars('button', config.styles.button, device, host),
  }) as CSSProperties;

  const frame = (children: ReactNode, busy = false) => (
    <div part="base" className="base" style={style} aria-busy={busy || undefined}>
      {children}
    </div>
  );
  if (status === 'loading') return frame(<Spinner />, true);
  // No article selected, none found, a failed call, or one not yet readable that the owner keeps out of lists.
  if (!post || !listed(post, view, now))
    return frame(
      <p part="empty" className="empty" role="status">
        {t('ct-blog-empty')}
      </p>,
    );

  const { show } = config;
  const date = postDate(post, { format: config.dateFormat, previewFormat: view?.date_format_preview_news, now, locale });
  const href = articleHref(post, date, view, editor, now);
  const thumbnail = pictureAddress(post.thumbnail);
  const walled = postAccess(post, member) === 'members-only';
  const categories = post.categories.filter((c) => c.name);
  const link = (children: ReactNode, part: string) => (
    <BlogLink href={href} part={part}>
      {children}
    </BlogLink>
  );

  return frame(
    <article part="article" className={`article${date.readable ? '' : ' locked'}`}>
      {show.thumbnail && (
        <div part="thumbnail" className={`thumbnail${thumbnail ? '' : ' placeholder'}`}>
          {thumbnail ? <img src={thumbnail} alt="" decoding="async" /> : null}
        </div>
      )}
      {!date.readable && (
        <span part="badge" className="badge">
          {t('ct-post-coming-soon')}
        </span>
      )}
      {show.title && <h2 part="title">{link(post.title, 'title-link')}</h2>}
      <PostDetails post={post} date={date} show={show} />
      {show.categories && categories.length > 0 && (
        <ul part="categories" className="categories" aria-label={t('ct-categories')}>
          {categories.map((c, i) => (
            <li key={`${c.slug}-${i}`}>
              {c.slug ? <BlogLink href={editor ? '#' : categoryPath(c.slug)}>{c.name}</BlogLink> : c.name}
            </li>
          ))}
        </ul>
      )}
      {show.content && date.readable && (
        <MembersOnly post={post} member={member}>
          <Html part="content" className="content" html={post.content} />
        </MembersOnly>
      )}
      {show.button && date.readable && !walled && (
        <p className="more">
          {link(
            <>
              {config.readMoreText.trim() || t('ct-read-more')}
              <span className="visually-hidden">: {post.title}</span>
            </>,
            'button',
          )}
        </p>
      )}
    </article>,
  );
}
