import { useEffect, useId, useState, type CSSProperties, type FormEvent } from 'react';
import { cssLength } from '../../src/common.js';
import type { ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { NAVIGATED_EVENT } from '../../src/site/navigate.js';
import { go } from '../../src/site/go.js';
import { Icon } from '../../src/ui/icons.js';
import { cssColor } from '../../src/util/color.js';
import { isEditor } from '../../src/util/editor.js';
import type { BlogSearchConfig } from './config.js';

/** The feed's search results (elements-content.md §2): `/s?query={term}`. */
export function searchPath(term: string): string {
  return `/s?${new URLSearchParams({ query: term }).toString()}`;
}

/** The term of the search results page the visitor is on, else ''. */
export function currentTerm(): string {
  if (!/^\/s(\/|$)/.test(location.pathname)) return '';
  return new URLSearchParams(location.search).get('query') ?? '';
}

const MAGNIFIER = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.9-4.9';

/** Black or white, whichever reads better on an rgb()/rgba() or hex colour; undefined for other colours. */
export function readableOn(colour: string | undefined): string | undefined {
  const match = colour?.match(/^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/);
  if (!match) return undefined;
  const [r, g, b] = match.slice(1, 4).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast against black (L + 0.05) / 0.05 versus against white 1.05 / (L + 0.05).
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

export function BlogSearch({ config }: ElementProps<BlogSearchConfig>) {
  const t = useT();
  const id = useId();
  const [term, setTerm] = useState(currentTerm);

  // The results page shows its term in the box; an in-site navigation brings the new one.
  useEffect(() => {
    const follow = () => setTerm(currentTerm());
    addEventListener(NAVIGATED_EVENT, follow);
    addEventListener('popstate', follow);
    return () => {
      removeEventListener(NAVIGATED_EVENT, follow);
      removeEventListener('popstate', follow);
    };
  }, []);

  const label = config.lbltext.trim() || t('ct-search');
  const background = cssColor(config.backgroundColor);
  const hover = cssColor(config.backgroundColorHover);
  const style = {
    '--search-radius': cssLength(config.radius),
    '--search-button': background,
    '--search-button-text': readableOn(background),
    '--search-button-hover': hover,
    '--search-button-hover-text': readableOn(hover),
  } as CSSProperties;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = term.trim();
    // The editor previews the box without leaving the editor.
    if (!query || isEditor()) return;
    go(searchPath(query));
  };

  return (
    <form part="base form" className="base" role="search" action="/s" method="get" onSubmit={submit} style={style}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        part="input"
        type="search"
        name="query"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={config.showPlaceholder ? label : undefined}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button part="button" type="submit">
        <Icon path={MAGNIFIER} />
        <span className="visually-hidden">{t('ct-search')}</span>
      </button>
    </form>
  );
}
