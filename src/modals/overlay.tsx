import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { cssLength } from '../common.js';
import { createRoot } from 'react-dom/client';
import { Facade } from '../embeds/facade.js';
import { VideoFrame } from '../embeds/player.js';
import { videoAddress } from '../embeds/video-address.js';
import baseCss from '../styles/base.css';
import embedsCss from '../styles/embeds.css';
import { useT } from '../i18n/index.js';
import { isRtl, language } from '../i18n/language.js';
import { Dialog } from '../ui/dialog.js';
import { swipeStep } from '../ui/swipe.js';
import { useSignalValue } from '../base/use-signal.js';
import { navigableUrl } from '../util/url.js';
import dialogCss from '../ui/dialog.css';
import css from './modals.css';
import { queue, type ModalRequest, type OpenModal, type PopupLook } from './queue.js';
import { Spinner } from '../ui/spinner.js';

/**
 * The viewer's history entry: opening pushes one (same address), so the browser's Back — a phone
 * user's way out — closes the viewer instead of leaving the page. Closed any other way, the viewer
 * takes its entry back off. The site router never sees these moves (it would draw the page again):
 * a capturing listener handles them first and stops them.
 */
let viewerEntry: { token: string; close: () => void } | null = null;
let ownBacks = 0;
let listening = false;
const entryToken = () => (history.state as { weftViewer?: string } | null)?.weftViewer;

function onViewerPopState(event: PopStateEvent): void {
  if (ownBacks > 0) {
    ownBacks--;
    event.stopImmediatePropagation();
    return;
  }
  if (!viewerEntry || entryToken() === viewerEntry.token) return;
  const { close } = viewerEntry;
  viewerEntry = null;
  event.stopImmediatePropagation();
  close();
}

function useBackCloses(close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!listening) {
      listening = true;
      addEventListener('popstate', onViewerPopState, { capture: true });
    }
    const token = `${Date.now()}-${Math.random()}`;
    history.pushState({ ...(history.state as object | null), weftViewer: token }, '');
    viewerEntry = { token, close: () => closeRef.current() };
    return () => {
      if (viewerEntry?.token !== token) return;
      viewerEntry = null;
      if (entryToken() === token) {
        ownBacks++;
        history.back();
      }
    };
  }, []);
}

function Gallery({
  images,
  start,
  onClose,
}: {
  images: Array<{ src: string; alt?: string }>;
  start: number;
  onClose: () => void;
}) {
  const t = useT();
  const rtl = isRtl(useSignalValue(language));
  const [index, setIndex] = useState(() => Math.min(Math.max(0, start), images.length - 1));
  const touch = useRef<{ id: number; x: number; y: number } | null>(null);
  const picture = useRef<HTMLImageElement>(null);
  useBackCloses(onClose);
  const image = images[index];
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  const src = image ? navigableUrl(image.src)?.href : undefined;
  // The next picture is on its way while the visitor looks at this one.
  const nextSrc = images.length > 1 ? navigableUrl(images[(index + 1) % images.length]!.src)?.href : undefined;
  useEffect(() => {
    if (!nextSrc) return;
    const next = new Image();
    next.decoding = 'async';
    next.src = nextSrc;
  }, [nextSrc]);
  // During a swipe the picture follows the finger; it settles when the finger lifts.
  const drag = (dx: number) => {
    if (picture.current) picture.current.style.translate = dx ? `${dx}px 0` : '';
  };
  return (
    // Arrow keys (mirrored right to left) and swipes page through the images while focus is anywhere in the viewer.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="gallery"
      dir={rtl ? 'rtl' : undefined}
      // Vertical moves scroll, two fingers zoom the picture; horizontal moves are swipes.
      style={{ touchAction: 'pan-y pinch-zoom' }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(rtl ? -1 : 1);
        else if (e.key === 'ArrowLeft') go(rtl ? 1 : -1);
      }}
      onPointerDown={(e) => {
        if (e.pointerType !== 'mouse' && e.isPrimary) touch.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
      }}
      onPointerMove={(e) => {
        const from = touch.current;
        if (!from || e.pointerId !== from.id || images.length < 2) return;
        const dx = e.clientX - from.x;
        drag(Math.abs(dx) > Math.abs(e.clientY - from.y) ? dx : 0);
      }}
      onPointerUp={(e) => {
        const from = touch.current;
        if (!from || e.pointerId !== from.id) return;
        touch.current = null;
        drag(0);
        const step = images.length < 2 ? 0 : swipeStep(e.clientX - from.x, e.clientY - from.y, rtl);
        if (step) go(step);
      }}
      onPointerCancel={() => {
        touch.current = null;
        drag(0);
      }}
    >
      {src && (
        <img ref={picture} part="gallery-image" className="gallery-image" src={src} alt={image?.alt ?? ''} draggable={false} />
      )}
      <div className="gallery-nav">
        <button
          type="button"
          className="button"
          onClick={() => go(-1)}
          aria-label={t('ct-previous-image')}
          disabled={images.length < 2}
        >
          {rtl ? '›' : '‹'}
        </button>
        <span aria-live="polite">{t('ct-image-of', { index: index + 1, total: images.length })}</span>
        <button
          type="button"
          className="button"
          onClick={() => go(1)}
          aria-label={t('ct-next-image')}
          disabled={images.length < 2}
          data-autofocus
        >
          {rtl ? '‹' : '›'}
        </button>
      </div>
    </div>
  );
}

/** The video modal (runtime.md §2): the shared recognition and player; a third party waits for marketing consent. */
function Video({ address, title }: { address: string; title: string }) {
  const video = videoAddress(address);
  if (!video.embed) return null;
  return (
    <Facade title={title} marketing={video.marketing} autoplay>
      {() => <VideoFrame video={video} title={title} autoplay />}
    </Facade>
  );
}

const POPUP_WIDTHS: Record<string, string> = { small: '400px', medium: '600px', large: '900px', full: '100vw' };

/** Frames in a popup are unloaded when it closes and loaded again when it opens (runtime.md §4). */
export function loadFrames(content: HTMLElement, on: boolean): void {
  const frames = [...content.querySelectorAll('iframe')];
  for (const el of content.querySelectorAll('*')) if (el.shadowRoot) frames.push(...el.shadowRoot.querySelectorAll('iframe'));
  for (const frame of frames) {
    if (on && frame.dataset['src']) {
      frame.src = frame.dataset['src'];
      delete frame.dataset['src'];
    } else if (!on && frame.getAttribute('src') && frame.getAttribute('src') !== 'about:blank') {
      frame.dataset['src'] = frame.getAttribute('src')!;
      frame.src = 'about:blank';
    }
  }
}

function Popup({ modal, id, content, look }: { modal: OpenModal; id: string; content: HTMLElement; look: PopupLook }) {
  const t = useT();
  const slot = `popup-${id}`;
  // The content moves into the overlay to be slotted into the dialog, and back when it closes.
  useLayoutEffect(() => {
    const home = content.parentElement;
    const overlay = document.querySelector('weft-overlay');
    content.slot = slot;
    overlay?.append(content);
    loadFrames(content, true);
    return () => {
      loadFrames(content, false);
      content.removeAttribute('slot');
      home?.append(content);
    };
  }, [content, slot]);
  const style: CSSProperties = {
    width: `min(94vw, ${POPUP_WIDTHS[look.size] ?? POPUP_WIDTHS['medium']})`,
    maxHeight: cssLength(look.maxHeight) ?? '90vh',
  };
  const heading = content.querySelector('h1, h2, h3')?.textContent?.trim();
  return (
    <Dialog
      title={heading || document.title || t('ct-close')}
      hideTitle
      closeLabel={t('ct-close')}
      onClose={() => modal.close()}
      className={`popup from-${look.direction || 'center'}${look.overlay ? '' : ' no-overlay'}`}
      style={style}
    >
      <slot name={slot} />
    </Dialog>
  );
}

/** The loading overlay can be closed by the visitor from this long after it opened. */
export const LOADING_CLOSABLE_AFTER_MS = 10_000;

/**
 * The loading overlay (checkout creation, a form that puts the page in a loading state): only the
 * program closes it at first, so a click cannot interrupt the wait; after 10 s a close button and
 * Escape close it too, so a checkout that never opens cannot leave the page locked behind it.
 */
function Loading({ modal, message }: { modal: OpenModal; message: string }) {
  const t = useT();
  const [closable, setClosable] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setClosable(true), LOADING_CLOSABLE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Dialog
      closeLabel={t('ct-close')}
      onClose={closable ? () => modal.close() : undefined}
      title={message}
      className="loading"
      busy
    >
      <Spinner inline />
    </Dialog>
  );
}

function Modal({ modal }: { modal: OpenModal }) {
  const t = useT();
  // The required-fields and success modals are described by their message (aria-describedby).
  const messageId = useId();
  const close = () => modal.close();
  const common = { closeLabel: t('ct-close'), onClose: close };
  const request: ModalRequest = modal.request;
  switch (request.kind) {
    case 'required':
      return (
        <Dialog {...common} title={t('ct-please-check-the-required-fields')} className="required" describedBy={messageId}>
          <ul id={messageId} part="messages" className="messages">
            {request.messages.map((message, i) => (
              <li key={i}>{message}</li>
            ))}
          </ul>
          <button type="button" className="button primary" onClick={close} data-autofocus>
            {t('ct-ok')}
          </button>
        </Dialog>
      );
    case 'success':
      return (
        <Dialog {...common} title={t('ct-success')} hideTitle className="success" describedBy={messageId}>
          <p id={messageId} part="message" className="message">
            {request.message?.trim() || t('ct-message-sent')}
          </p>
          <button type="button" className="button primary" onClick={close} data-autofocus>
            {t('ct-ok')}
          </button>
        </Dialog>
      );
    case 'message':
      return (
        <Dialog {...common} title={request.title ?? t('ct-error')} hideTitle={!request.title}>
          <p part="message" className="message">
            {request.message}
          </p>
        </Dialog>
      );
    case 'video':
      return (
        <Dialog {...common} title={request.title ?? t('ct-video')} hideTitle className="wide">
          <Video address={request.address} title={request.title ?? t('ct-video')} />
        </Dialog>
      );
    case 'gallery':
      return (
        <Dialog {...common} title={t('ct-image-viewer')} hideTitle className="wide">
          <Gallery images={request.images} start={request.index ?? 0} onClose={close} />
        </Dialog>
      );
    case 'notification': {
      const key = {
        denied: 'ct-notification-denied',
        enabled: 'ct-notification-enabled',
        granted: 'ct-notification-granted',
        unsupported: 'ct-notification-unsupported',
      }[request.state];
      return (
        <Dialog {...common} title={t('ct-notifications')} className="notification">
          <p part="message" className="message">
            {t(key)}
          </p>
        </Dialog>
      );
    }
    case 'elearning-no-access':
      return (
        <Dialog {...common} title={t('ct-access-denied')} hideTitle>
          <p part="message" className="message">
            {t('ct-elearning-no-access')}
          </p>
        </Dialog>
      );
    case 'third-party-cookies':
      return (
        <Dialog {...common} title={t('ct-members-area-cookies')} hideTitle>
          <p part="message" className="message">
            {t('ct-members-area-cookies')}
          </p>
        </Dialog>
      );
    case 'popup':
      return <Popup modal={modal} id={request.id} content={request.content} look={request.settings} />;
    case 'loading':
      return <Loading modal={modal} message={request.message ?? t('ct-creating-checkout')} />;
  }
}

function Overlay() {
  const modals = useSignalValue(queue);
  const head = modals[0];
  return head ? <Modal key={head.id} modal={head} /> : null;
}

/** The overlay host: one element at the end of the body, its own shadow root and styles. */
export class WeftOverlay extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const sheets = [baseCss, embedsCss, dialogCss, css].map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    });
    root.adoptedStyleSheets = sheets;
    createRoot(root).render(<Overlay />);
  }
}
