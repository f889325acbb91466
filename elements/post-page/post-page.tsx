import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { setBlogArea } from '../../src/blog/area.js';
import { registerView } from '../../src/blog/news.js';
import { fetchViewConfig } from '../../src/blog/settings.js';
import { blockedPostTarget, postDate } from '../../src/blog/dates.js';
import { useBlogMember, type BlogMember } from '../../src/blog/member.js';
import { authorPath, categoryPath } from '../../src/blog/paths.js';
import { useCurrentPost } from '../../src/blog/post.js';
import { MembersOnly } from '../../src/blog/wall.js';
import type { BlogPost } from '../../src/blog/types.js';
import { cssLength } from '../../src/common.js';
import { COPY_CHECK_MS } from '../../src/constants.js';
import { siteOrigin } from '../../src/http/hosts.js';
import { growWithContent } from '../../src/ui/grow.js';
import { useHost, type ElementProps } from '../../src/define.js';
import type { Device } from '../../src/device.js';
import { activeLanguage, useT, type Translate } from '../../src/i18n/index.js';
import { bcp47 } from '../../src/i18n/language.js';
import { redirect } from '../../src/base/go.js';
import { reportNotFound } from '../../src/site/not-found.js';
import { Icon } from '../../src/ui/icons.js';
import { useSignalValue } from '../../src/base/use-signal.js';
import { cssColor } from '../../src/util/color.js';
import { isEditor } from '../../src/util/editor.js';
import { freshImageUrl } from '../../src/util/images.js';
import { Html } from '../../src/ui/html.js';
import { navigableUrl, safeUrl } from '../../src/util/url.js';
import type { PostPageConfig, TextStyle } from './config.js';
import { authorProfiles, postLink, shareAddress, shareTargets } from './share.js';
import { copyText } from '../../src/util/clipboard.js';
import { Spinner } from '../../src/ui/spinner.js';
import { nameOf } from '../../src/util/name.js';

const TAG = 'weft-post-page';

/** A text style as React style props (CSSOM, never markup); empty fields keep the look of the page. */
function textStyle(style: TextStyle, device: Device, colour: string, owner: object): CSSProperties {
  const size = device === 'mobile' && cssLength(style.sizeMobile) ? style.sizeMobile : style.size;
  return {
    fontFamily: style.family.trim() || undefined,
    fontSize: cssLength(size),
    color: cssColor(style.color, owner) ?? cssColor(colour, owner),
    fontWeight: style.weight.trim() || undefined,
    fontStyle: style.style.trim() || undefined,
    textAlign: (style.align || undefined) as CSSProperties['textAlign'],
  };
}

/**
 * A link's address, or in the editor '#' (spec §2: share links are disabled there and article
 * links point to #): marked disabled and going nowhere when clicked.
 */
function linkTo(href: string, editor: boolean) {
  return editor
    ? { href: '#', 'aria-disabled': true, onClick: (event: { preventDefault(): void }) => event.preventDefault() }
    : { href };
}

/** Stale image hosts fixed, and pictures in the post's body load as they near the viewport. */
function preparePictures(fragment: DocumentFragment): void {
  for (const img of fragment.querySelectorAll('img')) {
    const src = img.getAttribute('src');
    if (src) img.setAttribute('src', freshImageUrl(src));
    if (!img.hasAttribute('loading')) img.setAttribute('loading', 'lazy');
  }
}

function ShareBar({ post, config, device, t }: { post: BlogPost; config: PostPageConfig; device: Device; t: Translate }) {
  const bar = config.show.shareBar;
  const editor = isEditor();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const targets = shareTargets(bar, device === 'mobile');
  if (!bar.display || targets.length === 0) return null;
  const link = postLink(siteOrigin(), post.url);
  const image = navigableUrl(post.thumbnail)?.href ?? '';
  const copy = async () => {
    if (!(await copyText(link))) return console.error(`${nameOf(TAG)} could not copy the post's link`);
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CHECK_MS);
  };
  return (
    <div part="share-bar" className={`share-bar align-${bar.align} theme-${bar.theme}`} role="group" aria-label={t('ct-share')}>
      <ul className="share-list">
        {targets.map((target) => {
          if (target.id === 'copy') {
            return (
              <li key="copy">
                <button
                  type="button"
                  part="share-button share-copy"
                  className="share copy"
                  aria-label={t('ct-copy-link')}
                  title={t('ct-copy-link')}
                  disabled={editor}
                  onClick={() => void copy()}
                >
                  <Icon path={copied ? 'M4 12l5 5L20 6' : target.icon} />
                </button>
              </li>
            );
          }
          const href = shareAddress(target, { link, title: post.title, image });
          if (!href) return null;
          const email = target.id === 'email';
          const label = email ? t('ct-share-by-email') : t('ct-share-on', { network: target.name });
          return (
            <li key={target.id}>
              <a
                part={`share-button share-${target.id}`}
                className={`share ${target.id}`}
                {...linkTo(href, editor)}
                // The mail app opens by itself; a new tab would stay blank.
                target={email ? undefined : '_blank'}
                rel={email ? undefined : 'noopener noreferrer'}
                aria-label={email ? label : `${label} ${t('ct-opens-new-tab')}`}
                title={label}
              >
                <Icon path={target.icon} />
              </a>
            </li>
          );
        })}
      </ul>
      <p part="copied" className="copied" role="status">
        {copied ? t('ct-copied') : ''}
      </p>
    </div>
  );
}

function Author({ post, config, device, t }: { post: BlogPost; config: PostPageConfig; device: Device; t: Translate }) {
  const host = useHost();
  const author = post.author;
  if (!config.show.author || !author || !author.name.trim()) return null;
  const editor = isEditor();
  const picture = safeUrl(author.thumbnail)?.href;
  const profiles = authorProfiles(author, config.show.shareBar);
  const nameStyle = textStyle(config.styles.author, device, '', host);
  return (
    <section part="author" className="author" aria-label={t('ct-post-author')}>
      {picture && <img part="avatar" className="avatar" src={freshImageUrl(picture)} alt="" width="64" height="64" />}
      <div className="author-body">
        {author.slug ? (
          <a part="author-name" className="author-name" {...linkTo(authorPath(author.slug), editor)} style={nameStyle}>
            {author.name}
          </a>
        ) : (
          <span part="author-name" className="author-name" style={nameStyle}>
            {author.name}
          </span>
        )}
        {profiles.length > 0 && (
          <ul part="author-links" className="author-links">
            {profiles.map((profile) => (
              <li key={profile.id}>
                <a
                  className={`profile ${profile.id}`}
                  {...linkTo(profile.href, editor)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t('ct-author-profile', { name: author.name, network: profile.name })} ${t('ct-opens-new-tab')}`}
                  title={t('ct-author-profile', { name: author.name, network: profile.name })}
                >
                  <Icon path={profile.icon} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function Article({
  post,
  config,
  device,
  member,
}: {
  post: BlogPost;
  config: PostPageConfig;
  device: Device;
  member: BlogMember | null;
}) {
  const t = useT();
  const host = useHost();
  const editor = isEditor();
  const locale = bcp47(useSignalValue(activeLanguage));
  const date = postDate(post, { format: config.show.formatDate, locale });

  // A view of the post; first=true only the first time this browser shows it.
  useEffect(() => {
    if (!editor && post.url) void registerView(post.url);
  }, [editor, post.url]);

  // A member reading a restricted post joins the blog's restricted area.
  const email = member?.email ?? '';
  useEffect(() => {
    if (editor || !post.is_capture || !email) return;
    setBlogArea().catch((error: unknown) =>
      console.error(`${nameOf(host)} could not link the member to the blog's area (${(error as Error).message})`),
    );
  }, [editor, post.is_capture, post.url, email, host]);

  // A post that is not readable yet sends the visitor where the blog's view config says, if anywhere.
  useEffect(() => {
    if (editor || date.readable) return;
    let live = true;
    fetchViewConfig().then(
      (view) => {
        const target = live ? blockedPostTarget(post, view) : null;
        const url = target ? navigableUrl(target) : null;
        if (url) redirect(url);
      },
      (error: unknown) => console.error(`${nameOf(host)} could not load the blog's view config (${(error as Error).message})`),
    );
    return () => {
      live = false;
    };
  }, [editor, date.readable, post, host]);

  const detailStyle: CSSProperties = { color: cssColor(config.colors.color_3, host) };
  const categories = config.show.categories ? post.categories.filter((c) => c.name.trim()) : [];
  const showDate = config.show.date && date.text;
  const details = config.show.display && (showDate || categories.length > 0);
  const style = {
    '--text-color': cssColor(config.colors.color_2, host),
    '--accent': cssColor(config.colors.color_4, host),
    '--author-background': cssColor(config.colors.color_5, host),
  } as CSSProperties;

  return (
    <article part="base" className="post-page" style={style}>
      <header className="post-header">
        <h1 part="title" className="title" style={textStyle(config.styles.title, device, config.colors.color_1, host)}>
          {post.title}
        </h1>
        {details && (
          <div part="details" className="details" style={detailStyle}>
            {showDate && (
              <time part="date" className="date" dateTime={date.iso}>
                {date.text}
              </time>
            )}
            {categories.length > 0 && (
              <ul part="categories" className="categories" aria-label={t('ct-post-categories')}>
                {categories.map((category) => (
                  <li key={`${category.id}-${category.slug}`}>
                    <a
                      className="category"
                      {...linkTo(categoryPath(category.slug), editor || !category.slug)}
                      style={textStyle(config.styles.categories, device, config.colors.color_3, host)}
                    >
                      {category.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </header>
      {!date.readable ? (
        <p part="not-yet" className="not-yet">
          {t('ct-post-not-yet', { date: date.text })}
        </p>
      ) : (
        <MembersOnly post={post} member={member} returnTo={location.pathname + location.search}>
          <Html html={post.content} part="content" className="content" prepare={preparePictures} />
        </MembersOnly>
      )}
      <ShareBar post={post} config={config} device={device} t={t} />
      <Author post={post} config={config} device={device} t={t} />
    </article>
  );
}

/**
 * The post page (elements-content.md §2–§4): the post of the address (`/blog/{post url}`, or
 * `?id=`) with its details, share bar and author box; a restricted post shows a visitor the
 * registration wall instead of its content, which is not in the DOM until they log in.
 * Reached through the site's fallback `/{anything}` for a post the site does not have, it tells
 * the site runtime (not-found.ts), which shows the site's '404' page instead (runtime.md §2).
 */
export function PostPage({ config, device }: ElementProps<PostPageConfig>) {
  const t = useT();
  const host = useHost();
  // Placed by left/top, it grows with its content and its panel with it.
  useEffect(() => growWithContent(host), [host]);
  const state = useCurrentPost(TAG);
  const member = useBlogMember();
  // The post url the site has no post for, when reached through the fallback; else ''.
  const notFound =
    state.status === 'empty' && state.missing && state.source.kind === 'url' && state.source.bare ? state.source.url : '';
  useEffect(() => {
    if (notFound && !isEditor()) reportNotFound(host, location.pathname);
  }, [notFound, host]);
  if (state.status === 'ready') return <Article post={state.post} config={config} device={device} member={member} />;
  if (state.status === 'loading') {
    return <Spinner part="base loading" className="post-page" />;
  }
  return (
    <div part="base empty" className="post-page empty">
      <p className="empty-text">{t('ct-post-unavailable')}</p>
    </div>
  );
}
