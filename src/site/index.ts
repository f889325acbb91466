/**
 * Site mode. The loader imports this chunk only when the page holds `#weft-site`: it resolves the
 * path to a page, renders it into <weft-site> and from then on owns navigation (CONTRACT §2).
 */
import { effect } from '@preact/signals-core';
import { startConsent } from '../consent/index.js';
import { sitePath } from '../util/url.js';
import { RENDERED } from '../define.js';
import { configureDevice, device } from '../device.js';
import { site as siteApi } from '../http/index.js';
import { i18n } from '../i18n/index.js';
import { bcp47, isRtl, language, languageFromQuery, resolveLanguage } from '../i18n/language.js';
import { local as localStore, session as tabStorage } from '../util/storage.js';
import { nextTask } from '../util/task.js';
import { siteData, type PageData, type SiteData } from '../base/data.js';
import { pageConfig } from '../base/page-config.js';
import { LINK_EVENT } from '../links/actions.js';
import { areaPage, blogLoginTarget, pageAreas, releasedLayout, restrictedView } from '../members/rules.js';
import { startPopups, type Popups } from '../popups/index.js';
import { checkSession, session } from '../session/index.js';
import { startTracking, tagVisit } from '../tracking/index.js';
import { showFreePlan } from './free-plan.js';
import { redirect } from '../base/go.js';
import { createRouter, scrollToHash, type Visit } from './navigate.js';
import { fillPopup, nodesFragment, renderSite } from './render.js';
import { knownMissing, NOT_FOUND_EVENT } from './not-found.js';
import { isRestricted, notFoundPage, resolvePage } from './resolve.js';
import css from './site.css';

/** The secondary header replaces the header this long after scrolling stops (runtime.md §4). */
export const HEADER_SWITCH_DELAY_MS = 200;
/** The page is shown at the latest this long after boot, even if an element is still loading. */
export const SITE_REVEAL_TIMEOUT_MS = 3000;
/**
 * Settles once every element on the first screen has rendered. The page is shown then: what lies
 * further down renders into the box its config reserved while the visitor reads the top, so no
 * chunk or element below the fold holds the first paint back, and nothing on screen shifts.
 */
export async function firstScreenRendered(mount: Element): Promise<void> {
  const onScreen = [...mount.querySelectorAll('*')].filter(
    (el) => el.localName.startsWith('weft-') && el.getBoundingClientRect().top < innerHeight,
  );
  await Promise.all(
    onScreen.map(async (el) => {
      await customElements.whenDefined(el.localName);
      await (el as unknown as Record<symbol, { promise: Promise<void> } | undefined>)[RENDERED]?.promise;
    }),
  );
}

/** A reload for missing page data happens at most once in this window, so it can never loop. */
export const VERSION_RELOAD_GUARD_MS = 30_000;
const RELOADED_AT = 'weft-version-reload';

function notice(mount: HTMLElement, text: string): void {
  const p = document.createElement('p');
  p.setAttribute('role', 'alert');
  p.className = 'weft-notice';
  p.textContent = text;
  mount.replaceChildren(p);
}

/** Missing page data: ask for the published version and reload, once. */
async function checkVersion(mount: HTMLElement): Promise<void> {
  const last = Number(tabStorage.get(RELOADED_AT) ?? 0);
  if (Date.now() - last < VERSION_RELOAD_GUARD_MS) {
    console.error('Weft: the site data still has no pages after a reload; not reloading again');
    notice(mount, i18n.t('ct-site-not-available'));
    return;
  }
  try {
    const answer = await siteApi.get('/cheetah/version').text();
    // 'published' (as text or inside a JSON envelope) or anything while data is missing: reload.
    if (answer.includes('published') || !siteData()?.pages?.length) {
      tabStorage.set(RELOADED_AT, String(Date.now()));
      location.reload();
    }
  } catch (error) {
    console.error('Weft: the site data has no pages and the version could not be checked', error);
    notice(mount, i18n.t('ct-site-not-available'));
  }
}

/**
 * Header and secondary header swap when the page is scrolled past the header's height, checked
 * 200 ms after a scroll starts (runtime.md §4) — not once scrolling stops, so a visitor who keeps
 * scrolling sees the secondary header on the way down.
 */
export function watchHeader(mount: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      const header = mount.querySelector<HTMLElement>(':scope > [data-weft="header"]');
      const scroll = mount.querySelector<HTMLElement>(':scope > [data-weft="header-scroll"]');
      if (!header || !scroll || !scroll.children.length || header.dataset['off'] === 'true') return;
      const past = window.scrollY > header.offsetHeight;
      scroll.hidden = !past;
      header.classList.toggle('weft-scrolled', past);
    }, HEADER_SWITCH_DELAY_MS);
  };
  addEventListener('scroll', onScroll, { passive: true });
  return () => {
    removeEventListener('scroll', onScroll);
    clearTimeout(timer);
  };
}

/**
 * tagPage: a page that tags the lead who opens it (`{ tag }` or `{ tag_value }`, in the page's
 * mailing list `mboss_reference` or the config's `list`), through POST /cheetah/tag, when the
 * visitor is a known lead (leadEmail) who allows marketing (src/tracking tagVisit).
 */
function tagVisitor(page: PageData): void {
  const config = pageConfig<{ tag?: unknown; tag_value?: unknown; value?: unknown; list?: unknown }>(page, 'tagPage');
  const value = config && typeof config === 'object' ? (config.tag ?? config.tag_value ?? config.value) : config;
  const email = localStore.get('leadEmail');
  if ((typeof value !== 'string' && typeof value !== 'number') || String(value).trim() === '' || !email) return;
  const list = (config as { list?: unknown } | undefined)?.list ?? (page as { mboss_reference?: unknown }).mboss_reference ?? '';
  tagVisit(email, String(list), String(value).trim(), siteData()?.website_id ?? '');
}

/**
 * The page's mount. A page the server drew for both devices holds two, each shown in its own
 * viewport (site.css): the one for `current` stays, as this visitor's page, and the other goes.
 */
function keepDrawing(current: string): HTMLElement | null {
  const drawn = [...document.querySelectorAll<HTMLElement>('weft-site[data-device]')];
  const kept = drawn.find((mount) => mount.dataset['device'] === current) ?? drawn[0];
  for (const mount of drawn) {
    if (mount !== kept) mount.remove();
  }
  kept?.removeAttribute('data-device');
  return kept ?? document.querySelector<HTMLElement>('weft-site');
}

export async function boot(): Promise<void> {
  // Boot gives the main thread back between its parts: it comes right after the evaluation of its
  // chunks, and the first screen is drawn already (src/util/task.ts).
  await nextTask();
  const data = siteData() as (SiteData & Record<string, unknown>) | null;
  const forced = (window as { weft?: { options?: { lang?: string | null } } }).weft?.options?.lang;
  const code = resolveLanguage(languageFromQuery() || forced || data?.options?.language || navigator.language);
  language.value = code;
  configureDevice({ tabletVersion: data?.options?.tablet_version });
  const mount = keepDrawing(device.peek());
  if (!mount) {
    console.error('Weft: the page holds #weft-site but no <weft-site> to render into');
    return;
  }
  // Armed first: whatever fails in start-up below, the page is shown by then.
  const reveal = () => mount.setAttribute('ready', '');
  setTimeout(reveal, SITE_REVEAL_TIMEOUT_MS);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  // Written only when it changes: a new value restyles the whole page (the server wrote it already).
  if (mount.getAttribute('lang') !== bcp47(code)) mount.setAttribute('lang', bcp47(code));
  if (isRtl(code) && mount.getAttribute('dir') !== 'rtl') mount.setAttribute('dir', 'rtl');
  document.documentElement.lang ||= bcp47(code);

  let current: PageData | null = null;
  let popups: Popups | null = null;
  /** The visit drawn through the post page fallback (`/{post url}`), while its post may be unknown. */
  let fallback: Visit | null = null;
  /** Draws `page` for `visit` (through the gate) and names the document after it. */
  const showPage = (page: PageData, visit: Visit) => {
    current = page;
    void gate(page, visit);
    if ((page as { title?: string }).title) document.title = (page as { title?: string }).title!;
  };
  const show = (visit: Visit) => {
    fallback = null;
    const { url } = visit;
    const resolution = resolvePage(data?.pages, { protocol: url.protocol, pathname: url.pathname });
    switch (resolution.kind) {
      case 'unavailable':
        notice(mount, i18n.t('ct-site-not-available'));
        return;
      case 'missing':
        void checkVersion(mount);
        return;
      case 'blog-login': {
        // Already logged in: back to the site, or to the post the visitor came from (same origin only).
        if (session.peek()) return redirect(blogLoginTarget(location.origin, url.searchParams.get('post')));
        const form = document.createElement('weft-members-form');
        // The blog variant offers login and register; ?form=register (the wall's and the comment
        // prompt's sign-up) opens the registration first. After the login the form stays put (gate):
        // this route, drawn again for the new member, sends them on to `post` without reloading.
        const start = url.searchParams.get('form') === 'register' ? 'register' : 'login';
        form.setAttribute('config', JSON.stringify({ type: '', start, blog: true, page: true, gate: true }));
        const page = mount.querySelector<HTMLElement>('[data-weft="page"]');
        if (page) {
          page.replaceChildren(form);
          // The page drawn before is gone: coming back to it (the post, after login) draws it again.
          delete page.dataset['page'];
        } else mount.replaceChildren(form);
        mount.setAttribute('page', 'blog-login');
        return;
      }
      case 'page': {
        // A path the post page already found names no post shows the '404' page straight away.
        const missing = resolution.fallback && knownMissing(url.pathname) ? notFoundPage(data?.pages) : undefined;
        if (resolution.fallback && !missing) fallback = visit;
        showPage(missing ?? resolution.page, visit);
      }
    }
  };
  // The post page of the fallback says the site has no such post: the '404' page is drawn for the
  // same visit, in place, at the same address (runtime.md §2). Without a '404' page its message stays.
  mount.addEventListener(NOT_FOUND_EVENT, (event) => {
    const visit = fallback;
    const path = (event as CustomEvent<{ path?: unknown }>).detail?.path;
    const page = notFoundPage(data?.pages);
    if (!visit?.current || visit.url.pathname !== path || !page) return;
    fallback = null;
    // After the post page's own effect is over: drawing removes it.
    queueMicrotask(() => visit.current && showPage(page, visit));
  });

  await nextTask();
  // Consent first: scripts and tracking wait for it, and popups wait until the visitor has chosen.
  startConsent(data?.['gdpr']);

  if (data) startTracking(data, () => current?.id);
  popups = startPopups(mount, fillPopup);
  type MembersArea = {
    open_by?: string;
    form_theme?: { theme?: string };
    access_denied?: unknown;
    auth_types?: unknown;
    areas?: unknown;
  };
  const area = (data?.['members_area'] ?? {}) as MembersArea;
  /**
   * A restricted page shows its content only once the server grants access (runtime.md §4);
   * until then its content is not in the DOM at all. Whatever answers after a newer navigation
   * started is dropped: that visit draws its own page.
   */
  const gate = async (page: PageData, visit: Visit) => {
    const { url } = visit;
    const restricted = isRestricted(page);
    const draw = (variant: { name: string; nodes: unknown[] } | null, shown: PageData = page) => {
      if (!visit.current) return;
      renderSite(mount, data!, shown, device.peek(), url.hash.length > 1, variant);
      if (variant !== null) return;
      popups?.close('members-gate');
      if (visit.redraw) return;
      popups?.showPage(page);
      tagVisitor(page);
      if (url.hash) scrollToHash(url.hash);
    };
    if (!restricted) return draw(null);
    mount.querySelector('[data-weft="page"]')?.setAttribute('aria-busy', 'true');
    const check = session.peek() ? await checkSession({ id: page.id, url: page.url }) : null;
    const permission = check?.permission ?? false;
    if (!visit.current) return;
    mount.querySelector('[data-weft="page"]')?.removeAttribute('aria-busy');
    // A check without an answer refuses nothing: the members area says so, with a retry.
    const view = restrictedView(true, permission, session.peek() !== null, check?.reached ?? true);
    // A server that keeps restricted layouts out of the site data releases them with the grant.
    const released = view === 'content' ? releasedLayout(check?.data) : null;
    if (view === 'content') return draw(null, released ? { ...page, layout: released } : page);
    const course = (
      page.restrict_areas as
        | Array<{
            restrict_area_id?: unknown;
            elearning_course_id?: unknown;
            redirect_config?: { elearning?: { type?: string; target?: string } };
          }>
        | undefined
    )?.find((a) => a?.elearning_course_id && a.redirect_config?.elearning?.type === 'elearning-course');
    const form = {
      type: 'members-form',
      id: `members-${view}`,
      config: {
        // The ways into this page's own areas (runtime.md §4).
        ...membersFormConfig(page, pageAreas(page.restrict_areas, area.areas)),
        type: view === 'denied' ? 'not-have-permission' : view === 'unreachable' ? 'unreachable' : '',
        // After login the page shows its content, unless its area leads to an e-learning course.
        gate: !course,
        redirect: course
          ? {
              action: null,
              page_id: null,
              course: { areaId: course.restrict_area_id, target: course.redirect_config?.elearning?.target },
            }
          : undefined,
      },
    };
    if (view === 'form' && area.open_by === 'popup') {
      draw({ name: 'members-popup', nodes: [] });
      openMembersPopup(form);
    } else draw({ name: `members-${view}`, nodes: [form] });
  };
  /** The members form in the members-gate popup (a box of the popups region, filled once). */
  const openMembersPopup = (form: unknown) => {
    const popupsRegion = mount.querySelector('[data-weft="popups"]');
    let box = document.querySelector<HTMLElement>('[data-popup="members-gate"]');
    if (!box && popupsRegion) {
      box = document.createElement('div');
      box.dataset['popup'] = 'members-gate';
      popupsRegion.append(box);
    }
    if (box) box.replaceChildren(nodesFragment([form]));
    popups?.open('members-gate', { size: 'small' });
  };
  /** What every members form of this site is given: the area's theme and texts, the page's own form settings. */
  const membersFormConfig = (page: PageData | null, areas: unknown = area.areas) => ({
    theme: area.form_theme?.theme ?? 'default',
    access_denied: area.access_denied ?? {},
    auth_types: Array.isArray(area.auth_types) ? area.auth_types : [],
    areas: Array.isArray(areas) ? areas : [],
    website_form: (page as { website_form?: unknown } | null)?.website_form ?? null,
    page: true,
  });
  // A restrict link opens the members form for its area, as a popup or in place of the page
  // (members_area.open_by); after login the page on screen is drawn again.
  addEventListener(LINK_EVENT, (event) => {
    const detail = (event as CustomEvent<{ type?: string; areaId?: unknown }>).detail;
    if (detail?.type !== 'restrict') return;
    event.preventDefault();
    const areaId = String(detail.areaId ?? '');
    // A member is already in: the link leads into the area, whose page's gate decides.
    const inside = session.peek() ? areaPage(areaId, area.areas, data?.pages) : null;
    if (inside) return router.navigate(sitePath(String(inside.url ?? '')) ?? '/');
    const areas = (Array.isArray(area.areas) ? area.areas : []) as Array<{ id?: unknown; restrict_area_id?: unknown }>;
    const chosen = areas.filter((a) => String(a?.id ?? a?.restrict_area_id ?? '') === areaId);
    const form = {
      type: 'members-form',
      id: `members-restrict-${areaId || 'area'}`,
      config: { ...membersFormConfig(current, chosen.length ? chosen : areas), type: '', gate: true },
    };
    if (area.open_by === 'popup' || !current) return openMembersPopup(form);
    renderSite(mount, data!, current, device.peek(), false, { name: `members-restrict-${areaId}`, nodes: [form] });
    window.scrollTo(0, 0);
  });
  const router = createRouter(show);
  // The members area's retry after a session check without an answer: the page goes through its gate again.
  mount.addEventListener('weft-members-retry', () => router.refresh());
  const weft = ((window as { weft?: Record<string, unknown> }).weft ??= {});
  weft['navigate'] = router.navigate;

  await nextTask();
  router.start();
  // Every start validates a stored session (a restricted page checked it with its page already).
  if (session.peek() && !isRestricted(current)) void checkSession();
  // Logging in or out (here or in another tab), and a new device class after a resize, draw the
  // location that is current then again, through the gate.
  // A session is the same member while its token is (a check that adds the user's fields is not a login).
  let seen = { token: session.peek()?.token ?? null, device: device.peek() };
  effect(() => {
    const now = { token: session.value?.token ?? null, device: device.value };
    if (now.token === seen.token && now.device === seen.device) return;
    seen = now;
    router.refresh();
  });
  watchHeader(mount);
  // A page drawn now (the usual case) is shown once its first screen has rendered; one drawn later
  // (after a session check) once every element has.
  const weftReady = (window as { weft?: { ready?: Promise<void> } }).weft?.ready;
  // A page the server drew is shown already (and measuring it now would force a layout); of one
  // whose header alone it drew (ready="header"), the rest shows as a page the browser draws.
  if (mount.getAttribute('ready') !== '')
    void (mount.hasAttribute('page') ? firstScreenRendered(mount) : weftReady)?.then(reveal);
  if (data)
    void showFreePlan(mount, data).catch((error: unknown) =>
      console.error('Weft: the free-plan banner could not be shown', error),
    );
}
