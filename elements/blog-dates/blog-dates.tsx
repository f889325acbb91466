import { useId, useState, type CSSProperties } from 'react';
import { fetchNews } from '../../src/blog/news.js';
import { listed, monthAndYear, postDate, type PostDate } from '../../src/blog/dates.js';
import type { BlogPost } from '../../src/blog/types.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { cssColor } from '../../src/util/color.js';
import { isEditor } from '../../src/util/editor.js';
import { articleHref, BlogLink, textVars, useLocale, vars } from '../../src/blog/ui.js';
import { Spinner } from '../../src/ui/spinner.js';
import { usePosts } from '../../src/blog/load.js';
import type { BlogDatesConfig } from './config.js';

/** The blog's latest `amount` articles (GET /get-news, page 1) and the view config. */
function useLatest(amount: number, host: Element) {
  return usePosts(
    String(amount),
    async (signal, firstVisit) =>
      (await fetchNews({ perpage: amount, page: 1, utc_time: await firstVisit() }, { signal })).data.slice(0, amount),
    host,
    'its articles',
  );
}

/** One article of the list, dated as §4 "Feed post date" says. */
export interface DatedPost {
  post: BlogPost;
  date: PostDate;
  href: string;
}

export interface MonthGroup {
  /** 'YYYY-MM' of the date shown, in UTC as every post date (src/blog/dates.ts); '' for articles without a date. */
  key: string;
  /** 'March 2026' in the visitor's language. */
  label: string;
  entries: DatedPost[];
}

/** Articles grouped by the month of the date they show, in the order they came (newest first from the service). */
export function groupByMonth(entries: DatedPost[], locale: string): MonthGroup[] {
  const groups = new Map<string, MonthGroup>();
  for (const entry of entries) {
    const at = entry.date.date;
    let key = '';
    let label = '';
    if (at) {
      key = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
      label = monthAndYear(at, locale);
    }
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, label, entries: [] }));
    group.entries.push(entry);
  }
  return [...groups.values()];
}

function Entry({ entry, t }: { entry: DatedPost; t: ReturnType<typeof useT> }) {
  return (
    <li part="entry" className={`entry${entry.date.readable ? '' : ' locked'}`}>
      {entry.date.text && (
        <time part="date" className="date" dateTime={entry.date.iso}>
          {entry.date.text}
        </time>
      )}
      <BlogLink part="link" className="link" href={entry.href}>
        {entry.post.title}
      </BlogLink>
      {!entry.date.readable && (
        <span part="badge" className="badge">
          {t('ct-post-coming-soon')}
        </span>
      )}
    </li>
  );
}

/** The dates list (elements-content.md §2 "dates list"): the latest articles with their dates, by month. */
export function BlogDates({ config, device }: ElementProps<BlogDatesConfig>) {
  const t = useT();
  const host = useHost();
  const id = useId();
  const locale = useLocale();
  const amount = Math.max(1, config.amount);
  const { status, posts, view } = useLatest(amount, host);
  const editor = isEditor();
  const now = new Date();
  const entries: DatedPost[] = posts
    .filter((post) => listed(post, view, now))
    .map((post) => {
      const date = postDate(post, { format: config.dateFormat, previewFormat: view?.date_format_preview_news, now, locale });
      return { post, date, href: articleHref(post, date, view, editor, now) };
    });
  const groups = groupByMonth(entries, locale);
  // The latest month starts open; the visitor opens and closes the others.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (key: string, i: number) => toggled[key] ?? i === 0;
  const heading = config.title.trim() || t('ct-archive');
  const style = vars({
    '--date-color': cssColor(config.dateColor, host),
    '--hover-color': cssColor(config.hoverColor, host),
    ...textVars('title', config.titleStyle, device, host),
    ...textVars('text', config.textStyle, device, host),
  }) as CSSProperties;

  if (status !== 'loading' && entries.length === 0)
    return (
      <div part="base" className="base" style={style}>
        <p part="empty" className="empty" role="status">
          {t('ct-blog-empty')}
        </p>
      </div>
    );

  return (
    <nav
      part="base"
      className="base"
      style={style}
      aria-labelledby={config.showTitle ? `${id}-title` : undefined}
      aria-label={config.showTitle ? undefined : heading}
      aria-busy={status === 'loading' || undefined}
    >
      {config.showTitle && (
        <h2 part="title" id={`${id}-title`} className="title">
          {heading}
        </h2>
      )}
      {status === 'loading' ? (
        <Spinner />
      ) : config.groupByMonth ? (
        <ul part="months" className="months">
          {groups.map((group, i) => {
            const open = isOpen(group.key, i);
            const panel = `${id}-month-${i}`;
            return (
              <li key={group.key || 'undated'} part="month" className="month">
                <button
                  type="button"
                  part="month-toggle"
                  className="month-toggle"
                  aria-expanded={open}
                  aria-controls={panel}
                  onClick={() => setToggled((previous) => ({ ...previous, [group.key]: !open }))}
                >
                  <svg className="chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M9 6l6 6-6 6" />
                  </svg>
                  <span className="month-label">{group.label || '—'}</span>
                  <span className="count" aria-hidden="true">
                    {group.entries.length}
                  </span>
                </button>
                <ul id={panel} part="entries" className="entries" hidden={!open}>
                  {group.entries.map((entry, j) => (
                    <Entry key={`${entry.post.id}-${entry.post.url}-${j}`} entry={entry} t={t} />
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      ) : (
        <ul part="entries" className="entries flat">
          {entries.map((entry, j) => (
            <Entry key={`${entry.post.id}-${entry.post.url}-${j}`} entry={entry} t={t} />
          ))}
        </ul>
      )}
    </nav>
  );
}
