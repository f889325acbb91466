import { useEffect, useId, useState, type CSSProperties, type FormEvent } from 'react';
import { cssLength } from '../../src/common.js';
import type { ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { searchPath } from '../../src/blog/paths.js';
import { NAVIGATED_EVENT } from '../../src/base/go.js';
import { go } from '../../src/base/go.js';
import { Icon } from '../../src/ui/icons.js';
import { cssColor } from '../../src/util/color.js';
import { isEditor } from '../../src/util/editor.js';
import { readableOn } from '../../src/blog/ui.js';
import type { BlogSearchConfig } from './config.js';

/** The term of the search results page the visitor is on, else ''. */
export function currentTerm(): string {
  if (!/^\/s(\/|$)/.test(location.pathname)) return '';
  return new URLSearchParams(location.search).get('query') ?? '';
}

const MAGNIFIER = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.9-4.9';

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
    // The editor previews the box without leaving the editor. Search results: /s?query={term} (§2).
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
