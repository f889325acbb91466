import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { cssLength } from '../../src/common.js';
import { textStyleCss } from '../../src/ui/text-css.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { videoAddress, videoThumbnail } from '../../src/embeds/video-address.js';
import { useT } from '../../src/i18n/index.js';
import { Carousel, useCarousel, useSlideMotion } from '../../src/ui/carousel.js';
import { Icon } from '../../src/ui/icons.js';
import { pictureAddress } from '../../src/util/images.js';
import {
  VIDEO_GALLERY_BUILD_DELAY_MS,
  VIDEO_GALLERY_MOBILE_ITEMS,
  VIDEO_GALLERY_ROTATE_MS,
  type VideoGalleryConfig,
} from './config.js';
import { childIds, createPlayer, playerElement, PLAYER_SLOT, resumePlayer, stopPlayer } from './players.js';
import { pages, readTree, type GalleryCategory, type GalleryChild } from './tree.js';
import { nameOf } from '../../src/util/name.js';

/** The ids of the gallery's own children, kept up to date as children come and go. */
function useChildIds(host: HTMLElement): Set<string> {
  const [ids, setIds] = useState(() => childIds(host));
  useEffect(() => {
    const update = () =>
      setIds((before) => {
        const now = childIds(host);
        return now.size === before.size && [...now].every((id) => before.has(id)) ? before : now;
      });
    update();
    const observer = new MutationObserver(update);
    observer.observe(host, { childList: true, attributes: true, attributeFilter: ['id'], subtree: false });
    return () => observer.disconnect();
  }, [host]);
  return ids;
}

interface Open {
  child: GalleryChild;
  opener: HTMLElement | null;
}

function Thumbnail({
  child,
  open,
  panel,
  load,
  onOpen,
}: {
  child: GalleryChild;
  open: boolean;
  panel: string;
  /** Whether its page is the current one or a neighbour (carousel.near): only those load pictures. */
  load: boolean;
  onOpen: (child: GalleryChild, opener: HTMLElement) => void;
}) {
  const t = useT();
  const label = child.label || t('ct-video');
  const [failed, setFailed] = useState(false);
  const address = pictureAddress(child.thumbnail) || videoThumbnail(videoAddress(child.url));
  // An image that does not load gives way to the play tile, not a broken-image sign.
  const image = failed ? null : address;
  return (
    <button
      type="button"
      part="thumbnail"
      className="thumbnail"
      aria-label={`${t('ct-play-video')}: ${label}`}
      aria-expanded={open}
      aria-controls={panel}
      onClick={(event) => onOpen(child, event.currentTarget)}
    >
      <span className="picture">
        {image ? (
          <img src={load ? image : undefined} alt="" draggable={false} onError={() => setFailed(true)} />
        ) : (
          <Icon name="play" className="icon tile" />
        )}
      </span>
      {child.label && (
        <span part="label" className="label">
          {child.label}
        </span>
      )}
    </button>
  );
}

function CategoryCarousel({
  category,
  visible,
  config,
  openKey,
  panel,
  onOpen,
}: {
  category: GalleryCategory;
  visible: number;
  config: VideoGalleryConfig;
  openKey: string | null;
  panel: string;
  onOpen: (child: GalleryChild, opener: HTMLElement) => void;
}) {
  const t = useT();
  const groups = pages(category.childs, visible);
  // Rotates only when the items exceed the visible amount: then there is more than one page.
  const carousel = useCarousel({ count: groups.length, autoplay: true, interval: VIDEO_GALLERY_ROTATE_MS });
  const viewport = useRef<HTMLDivElement>(null);
  useSlideMotion(carousel, viewport);
  return (
    <Carousel
      carousel={carousel}
      label={category.name || t('ct-video-gallery')}
      arrows={{ show: true, size: config.arrowSize, color: config.arrowColor }}
      className={groups.length > 1 ? 'moving' : undefined}
    >
      <div ref={viewport} className="pages">
        {groups.map((group, i) => (
          <div key={i} part="page" {...carousel.slideProps(i)}>
            <ul className="items" style={{ '--items': visible } as CSSProperties}>
              {group.map((child) => (
                <li key={child.key} className="item">
                  <Thumbnail child={child} open={openKey === child.key} panel={panel} load={carousel.near(i)} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Carousel>
  );
}

export function VideoGallery({ config, device }: ElementProps<VideoGalleryConfig>) {
  const t = useT();
  const host = useHost();
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const tree = useMemo(() => readTree(config.categories), [config.categories]);
  const ids = useChildIds(host);
  const made = useRef(new Map<string, HTMLElement>());
  const [open, setOpen] = useState<Open | null>(null);

  // A child with an id shows while its element is among the gallery's children; one without an
  // id needs an address to make a player from.
  const playable = (child: GalleryChild) => (child.id ? ids.has(child.id) : !!videoAddress(child.url).embed);
  const categories = tree
    .map((category) => ({ ...category, childs: category.childs.filter(playable) }))
    .filter((category) => category.childs.length > 0);

  const unplayable = tree.flatMap((c) => c.childs.filter((child) => !child.id && !videoAddress(child.url).embed));
  const unplayableKey = unplayable.map((c) => c.key).join(',');
  useEffect(() => {
    if (unplayable.length) {
      console.error(`${nameOf(host)} left out ${unplayable.length} video(s) without an address it can play: ${unplayableKey}`);
    }
  }, [unplayableKey]); // eslint-disable-line react-hooks/exhaustive-deps -- once per set of children

  // A child whose element is still missing after the build delay removed itself for good: say so once.
  const wanted = tree.flatMap((c) => c.childs.map((child) => child.id).filter(Boolean)).join('\n');
  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => {
      const present = childIds(host);
      const missing = wanted.split('\n').filter((id) => !present.has(id));
      if (missing.length) console.error(`${nameOf(host)} has no element for video(s) ${missing.join(', ')}: left out`);
    }, VIDEO_GALLERY_BUILD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [host, wanted]);

  const player = (child: GalleryChild): Element | null =>
    child.id ? playerElement(host, child.id) : made.current.get(child.key)?.isConnected ? made.current.get(child.key)! : null;

  const show = (child: GalleryChild, opener: HTMLElement) => {
    // Opening one hides (and stops) every other player of the gallery.
    for (const el of host.querySelectorAll(`:scope > [slot="${PLAYER_SLOT}"]`)) {
      stopPlayer(el);
      el.removeAttribute('slot');
    }
    let el = player(child);
    if (el) resumePlayer(el);
    else if (!child.id) {
      el = createPlayer(host, child.key, child.url);
      made.current.set(child.key, el as HTMLElement);
    }
    if (!el) return;
    el.slot = PLAYER_SLOT;
    setOpen({ child, opener });
  };

  const close = () => {
    if (!open) return;
    const el = player(open.child);
    if (el) {
      stopPlayer(el);
      el.removeAttribute('slot');
    }
    setOpen(null);
    if (open.opener?.isConnected) open.opener.focus();
  };

  // The open player's element went away (the page removed it): its panel closes.
  useEffect(() => {
    if (open?.child.id && !ids.has(open.child.id)) setOpen(null);
  }, [ids, open]);

  // Escape anywhere in the open panel closes it, as the close button does. A native listener: keys
  // pressed in the slotted player reach the panel through the flat tree, not through React.
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const keydown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.stopPropagation();
      closeRef.current();
    };
    el.addEventListener('keydown', keydown);
    return () => el.removeEventListener('keydown', keydown);
  }, []);

  // The panel takes focus when it opens, so its name is read and its player is next.
  const openKey = open?.child.key ?? null;
  useLayoutEffect(() => {
    if (openKey) panel.current?.focus();
  }, [openKey]);

  // While a player is open the element grows to hold it; the configured height applies again after.
  useLayoutEffect(() => {
    if (!openKey) return;
    host.style.setProperty('height', 'auto');
    return () => void host.style.removeProperty('height');
  }, [host, openKey]);

  // Always set on the host, so a host page's value of the name never reaches the frame.
  useLayoutEffect(() => {
    host.style.setProperty('--video-gallery-background-origin', config.backgroundOrigin || 'padding-box');
    return () => void host.style.removeProperty('--video-gallery-background-origin');
  }, [host, config.backgroundOrigin]);

  const visible = Math.min(
    Math.max(1, config.amountOfNews || 1),
    device === 'mobile' ? VIDEO_GALLERY_MOBILE_ITEMS : Number.POSITIVE_INFINITY,
  );
  const heading = textStyleCss(config.textStyle, device, host);
  const label = open ? open.child.label || t('ct-video') : '';

  return (
    <div part="base" className="base">
      <div
        ref={panel}
        id={panelId}
        part="player"
        className="player"
        role="region"
        aria-label={label || t('ct-video')}
        tabIndex={-1}
        hidden={!open}
        style={{ height: cssLength(config.heightTop) }}
      >
        <div className="player-bar">
          <span part="player-title" className="player-title">
            {label}
          </span>
          <button type="button" part="player-close" className="player-close" aria-label={t('ct-close-video')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="player-box">
          <slot name={PLAYER_SLOT} />
        </div>
      </div>
      {categories.map((category) => (
        <section key={category.key} part="category" className="category">
          {category.name && (
            <h3 part="category-title" className="category-title" style={heading}>
              {category.name}
            </h3>
          )}
          <CategoryCarousel
            category={category}
            visible={visible}
            config={config}
            openKey={openKey}
            panel={panelId}
            onOpen={show}
          />
        </section>
      ))}
    </div>
  );
}
