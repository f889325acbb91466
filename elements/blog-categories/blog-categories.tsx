import { useId, type CSSProperties } from 'react';
import { fetchChilds } from '../../src/blog/news.js';
import { childPath } from '../../src/blog/paths.js';
import { useBlogRoute } from '../../src/blog/route.js';
import type { BlogChild } from '../../src/blog/types.js';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { cssColor } from '../../src/util/color.js';
import { isEditor } from '../../src/util/editor.js';
import { BlogLink, textVars, vars } from '../../src/blog/ui.js';
import { Spinner } from '../../src/ui/spinner.js';
import { useBlogLoad, type Loaded } from '../../src/blog/load.js';
import type { BlogCategoriesConfig } from './config.js';

/** GET /get-childs (website_id, type): the blog's categories or authors, the unnamed left out. */
function useEntries(
  type: BlogCategoriesConfig['type'],
  host: Element,
): { status: Loaded<BlogChild[]>['status']; entries: BlogChild[] } {
  const loaded = useBlogLoad(
    type,
    async (signal) => (await fetchChilds(type, { signal })).filter((e) => e.name.trim() !== ''),
    host,
    `its ${type}`,
  );
  return { status: loaded.status, entries: loaded.value ?? [] };
}

/** The blog's categories or authors as links to their feeds, /c/{slug} or /a/{slug} (elements-content.md §2). */
export function BlogCategories({ config, device }: ElementProps<BlogCategoriesConfig>) {
  const t = useT();
  const host = useHost();
  const headingId = useId();
  const { route } = useBlogRoute();
  const { status, entries } = useEntries(config.type, host);
  const editor = isEditor();
  const heading = config.title.trim() || t(config.type === 'authors' ? 'ct-authors' : 'ct-categories');
  // The list the visitor reads now: /c/{slug} for categories, /a/{slug} for authors.
  const currentSlug =
    (config.type === 'categories' && route.kind === 'category') || (config.type === 'authors' && route.kind === 'author')
      ? route.slug.toLowerCase()
      : null;
  const style = vars({
    '--spacing': cssLength(config.spacing),
    '--hover-color': cssColor(config.hoverColor, host),
    ...textVars('title', config.titleStyle, device, host),
    ...textVars('text', config.textStyle, device, host),
  }) as CSSProperties;

  // Nothing to list (none, or the call failed): the element stays empty, as the spec's failed calls show nothing.
  if (status !== 'loading' && entries.length === 0) return <div part="base empty" className="base empty" style={style} />;
  return (
    <nav
      part="base"
      className={`base ${config.orientation}`}
      style={style}
      aria-labelledby={config.showTitle ? headingId : undefined}
      aria-label={config.showTitle ? undefined : heading}
      aria-busy={status === 'loading' || undefined}
    >
      {config.showTitle && (
        <h2 part="title" id={headingId} className="title">
          {heading}
        </h2>
      )}
      {status === 'loading' ? (
        <Spinner />
      ) : (
        <ul part="list" className="list">
          {entries.map((entry) => {
            const current = currentSlug !== null && entry.slug.toLowerCase() === currentSlug;
            return (
              <li key={`${entry.id}-${entry.slug}`} part="entry">
                {entry.slug ? (
                  current && !editor ? (
                    <a part="link current" className="link current" href={childPath(config.type, entry.slug)} aria-current="page">
                      {entry.name}
                    </a>
                  ) : (
                    <BlogLink part="link" className="link" href={editor ? '#' : childPath(config.type, entry.slug)}>
                      {entry.name}
                    </BlogLink>
                  )
                ) : (
                  <span className="link">{entry.name}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
