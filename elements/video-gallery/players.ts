/**
 * The gallery's player elements: its own light-DOM children, matched by id, slotted one at a time
 * into the player panel. Closing a panel stops its video: frames are emptied (their address kept)
 * and loaded again from the source when the panel opens again; media elements pause.
 */

/** The slot the open player is assigned to. */
export const PLAYER_SLOT = 'player';
const KEPT = 'weftGallerySrc';

/** Frames and media inside `el`, through shadow roots. */
function media(el: Element): { frames: HTMLIFrameElement[]; videos: HTMLMediaElement[] } {
  const frames: HTMLIFrameElement[] = [];
  const videos: HTMLMediaElement[] = [];
  const visit = (node: Element) => {
    if (node instanceof HTMLIFrameElement) frames.push(node);
    else if (node instanceof HTMLMediaElement) videos.push(node);
    if (node.shadowRoot) [...node.shadowRoot.children].forEach(visit);
    [...node.children].forEach(visit);
  };
  visit(el);
  return { frames, videos };
}

/** Stops whatever plays in `el`. */
export function stopPlayer(el: Element): void {
  const { frames, videos } = media(el);
  for (const frame of frames) {
    const src = frame.getAttribute('src');
    if (!src || src === 'about:blank') continue;
    frame.dataset[KEPT] = src;
    frame.src = 'about:blank';
  }
  for (const video of videos) video.pause();
}

/** Loads the frames `stopPlayer` emptied again from their source. */
export function resumePlayer(el: Element): void {
  for (const frame of media(el).frames) {
    const src = frame.dataset[KEPT];
    if (!src) continue;
    delete frame.dataset[KEPT];
    frame.src = src;
  }
}

/** The gallery's own child element with this id. */
export function playerElement(host: Element, id: string): Element | null {
  if (!id) return null;
  return [...host.children].find((child) => child.id === id) ?? null;
}

/** The ids of the gallery's own children. */
export function childIds(host: Element): Set<string> {
  return new Set([...host.children].map((child) => child.id).filter(Boolean));
}

/** A video element for a child without one, as a light-DOM child of the gallery. */
export function createPlayer(host: Element, key: string, url: string): HTMLElement {
  const base = `${host.id || 'video-gallery'}-video-${key}`;
  let id = base;
  for (let n = 2; (host.getRootNode() as Document | ShadowRoot).getElementById?.(id); n++) id = `${base}-${n}`;
  const el = document.createElement('weft-video');
  el.id = id;
  // It starts once shown: the visitor asked for it with the thumbnail.
  el.setAttribute('autoplay', '');
  el.setAttribute(
    'config',
    JSON.stringify({
      src: url,
      width: '100%',
      height: '100%',
      maxWidth: '100%',
      paddingTop: 0,
      paddingRight: 0,
      paddingBottom: 0,
      paddingLeft: 0,
    }),
  );
  host.append(el);
  return el;
}
