/**
 * The blog route of the page the visitor is on, kept current as the site router navigates: an
 * in-site link to /c/news or /page/2 keeps the page (and its elements) and only changes the
 * address, so blog widgets re-read the path on every navigation and on Back/Forward.
 */
import { useEffect, useState } from 'react';
import { siteData } from '../base/data.js';
import { NAVIGATED_EVENT } from '../base/go.js';
import { parseBlogPath, type BlogRoute } from './paths.js';

/** The site's page urls: a path that is just a page's url is that page's feed, not a post. */
function pageUrls(): string[] {
  return (siteData()?.pages ?? []).map((p) => String(p?.url ?? '')).filter(Boolean);
}

/** The blog route of the current address. */
export function currentBlogRoute(): BlogRoute {
  return parseBlogPath(location.pathname, location.search, pageUrls());
}

const same = (a: BlogRoute, b: BlogRoute) => JSON.stringify(a) === JSON.stringify(b);

/**
 * React hook: the current blog route, updated after every in-site navigation and Back/Forward.
 * Also answers the address itself (pathname + search), for building page links.
 */
export function useBlogRoute(): { route: BlogRoute; pathname: string; search: string } {
  const read = () => ({ route: currentBlogRoute(), pathname: location.pathname, search: location.search });
  const [state, setState] = useState(read);
  useEffect(() => {
    const update = () =>
      setState((previous) => {
        const next = read();
        return same(previous.route, next.route) && previous.pathname === next.pathname && previous.search === next.search
          ? previous
          : next;
      });
    addEventListener(NAVIGATED_EVENT, update);
    addEventListener('popstate', update);
    update();
    return () => {
      removeEventListener(NAVIGATED_EVENT, update);
      removeEventListener('popstate', update);
    };
  }, []);
  return state;
}
