/**
 * Pieces the blog widgets (feed, list, post, news slider, categories, dates, search) share: sanitised HTML,
 * excerpts, text styles as CSS variables, readable button text, the visitor's
 * locale for dates, and the one error a failed blog call logs.
 */
import { type CSSProperties, type ReactNode } from 'react';
import { cssLength } from '../common.js';
import type { Device } from '../device.js';
import { activeLanguage, useT } from '../i18n/index.js';
import { bcp47 } from '../i18n/language.js';
import { useSignalValue } from '../base/use-signal.js';
import { cssColor } from '../util/color.js';
import { keptAnswers } from '../util/kept.js';
import { sanitizeToFragment } from '../util/sanitize.js';
import { navigableUrl } from '../util/url.js';
import { blockedPostTarget, type PostDate } from './dates.js';
import { postPagePath } from './paths.js';
import type { BlogPost, BlogViewConfig } from './types.js';
import type { TextStyle } from '../text-style.js';
import { nameOf } from '../util/name.js';

/** Owner or server HTML, sanitised into nodes (the one owner: src/ui/html.tsx). */
export { Html } from '../ui/html.js';

/** Elements whose text is a block of its own: a space keeps their words apart in the text. */
const BLOCKS = 'p, div, li, h1, h2, h3, h4, h5, h6, br, blockquote, pre, tr, td, th, section, article, figure, figcaption';

/** Texts already read, by their HTML: a feed reads the same posts on every page and every request. */
const plainTexts = keptAnswers<string>(500);

/** The text of post HTML, blocks kept apart, spaces collapsed (sanitised first, so nothing in it runs). */
export function plainText(html: string): string {
  if (!html) return '';
  return plainTexts(html, () => {
    const fragment = sanitizeToFragment(html);
    for (const block of fragment.querySelectorAll(BLOCKS)) block.after(' ');
    return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** `text` cut to at most `max` characters, ellipsis included (at a word when one is near). */
export function cut(text: string, max: number): string {
  if (max <= 0 || text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.7 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** A text style as CSS variables `--{prefix}-family`, `-size`, `-color`, `-weight`, `-style`, `-align`. */
export function textVars(
  prefix: string,
  style: (Omit<TextStyle, 'align'> & { align: string }) | undefined,
  device: Device,
  owner?: Element,
): Record<string, string | undefined> {
  if (!style) return {};
  const size = device === 'mobile' && style.sizeMobile !== '' ? style.sizeMobile : style.size;
  return {
    [`--${prefix}-family`]: style.family || undefined,
    [`--${prefix}-size`]: cssLength(size),
    [`--${prefix}-color`]: cssColor(style.color, owner),
    [`--${prefix}-weight`]: style.weight || undefined,
    [`--${prefix}-style`]: style.style || undefined,
    [`--${prefix}-align`]: style.align || undefined,
  };
}

/** CSS variables without the unset ones, as a React style. */
export function vars(values: Record<string, string | undefined>): CSSProperties {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) out[name] = value;
  return out as CSSProperties;
}

/** Black or white, whichever reads better on an rgb()/rgba() colour (hex arrives as rgba); undefined for others. */
export function readableOn(colour: string | undefined): string | undefined {
  const match = colour?.match(/^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/);
  if (!match) return undefined;
  const [r, g, b] = match.slice(1, 4).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast against black, (L + 0.05) / 0.05, versus against white, 1.05 / (L + 0.05).
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

/** The visitor's locale (BCP 47) for month and day names. */
export function useLocale(): string {
  return bcp47(useSignalValue(activeLanguage));
}

/** A post's date and author line (part details), each shown with its flag; nothing when neither has anything to show. */
export function PostDetails({ post, date, show }: { post: BlogPost; date: PostDate; show: { date: boolean; author: boolean } }) {
  const t = useT();
  const when = show.date && date.text ? date.text : '';
  const who = show.author && post.author?.name ? post.author.name : '';
  if (!when && !who) return null;
  return (
    <p part="details" className="details">
      {when && (
        <time part="date" dateTime={date.iso}>
          {when}
        </time>
      )}
      {who && (
        <span part="author" className="author">
          {t('ct-by-author', { name: who })}
        </span>
      )}
    </p>
  );
}

/**
 * Where an article's links lead: its post page when readable; not yet readable (§4), the view
 * config's pre_block address or nowhere ('#', disabled); in the editor always '#' (§2).
 */
export function articleHref(post: BlogPost, date: PostDate, view: BlogViewConfig | null, editor: boolean, now: Date): string {
  if (editor) return '#';
  if (!date.readable) {
    const blocked = blockedPostTarget(post, view, now);
    return (blocked && navigableUrl(blocked)?.href) || '#';
  }
  return postPagePath(post.url) || '#';
}

/**
 * A link of a blog widget. '#' (the editor, or an article not readable yet: the spec says such links
 * point to '#') is a disabled link: announced as such, and a click goes nowhere, so neither the
 * editor's hash route nor the site router sees it.
 */
export function BlogLink({
  href,
  part,
  className,
  style,
  children,
}: {
  href: string;
  part?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  if (href !== '#') {
    return (
      <a part={part} className={className} href={href} style={style}>
        {children}
      </a>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/anchor-is-valid -- a disabled link, announced as such
    <a part={part} className={className} style={style} href="#" aria-disabled="true" onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

/** An article id as the blog service knows it: a whole number, or a short token of letters, digits, '-' and '_'. */
const ARTICLE_ID = /^[\w-]{1,64}$/;

/**
 * The selected article's id, or null when none is selected. Anything else (a long text, markup, an
 * address) is no id: the element logs it once and asks nothing.
 */
export function articleId(value: unknown, host: Element): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && ARTICLE_ID.test(value.trim())) return value.trim();
  const shown = typeof value === 'string' ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) : String(value);
  console.error(`${nameOf(host)} selectedArticle ${shown} is not an article id, so it shows its empty state`);
  return null;
}
