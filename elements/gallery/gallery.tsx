import { useEffect, type CSSProperties, type MouseEvent } from 'react';
import { useEmit, useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { openModal } from '../../src/modals/index.js';
import { cssColor } from '../../src/util/color.js';
import { readImages } from '../../src/util/image-list.js';
import { GALLERY_COLUMNS, NAVIGATION_ACTIVE, NAVIGATION_BACKGROUND, NAVIGATION_HOVER, type GalleryConfig } from './config.js';
import { clampPage, heightClass, lastPage, pageItems, readableText } from './rules.js';
import { nameOf } from '../../src/util/name.js';
import { useResetState } from '../../src/ui/use-reset-state.js';

export function Gallery({ config }: ElementProps<GalleryConfig>) {
  const t = useT();
  const host = useHost();
  const emit = useEmit();
  const source = config.allImages.length ? config.allImages : config.images;
  const { images, skipped } = readImages(source);
  useEffect(() => {
    if (skipped) {
      console.error(`${nameOf(host)} left out ${skipped} image(s) without an http(s) address`);
    }
  }, [skipped, host]);

  const perPage = Math.max(1, config.imagesPerPage);
  const last = lastPage(images.length, perPage);
  const [wanted, setPage] = useResetState(config.currentPage);
  const page = clampPage(wanted, last);
  const shown = pageItems(images, page, perPage);
  const paginated = last > 1;
  const columns = Math.max(1, config.columns || GALLERY_COLUMNS);

  const colours = {
    background: cssColor(config.navigation.background, host) ?? NAVIGATION_BACKGROUND,
    hover: cssColor(config.navigation.hover, host) ?? NAVIGATION_HOVER,
    active: cssColor(config.navigation.active, host) ?? NAVIGATION_ACTIVE,
  };
  const style = {
    '--columns': String(columns),
    '--column-gap': `${Math.max(0, config.horizontalMargin)}px`,
    '--row-gap': `${Math.max(0, config.verticalMargin)}px`,
    '--rows': String(Math.max(1, Math.ceil(Math.min(perPage, images.length || 1) / columns))),
    '--nav-background': colours.background,
    '--nav-text': readableText(colours.background),
    '--nav-hover': colours.hover,
    '--nav-hover-text': readableText(colours.hover),
    '--nav-active': colours.active,
    '--nav-active-text': readableText(colours.active),
  } as CSSProperties;

  // A photo opens the full-size viewer over every image of the gallery; closing it returns focus to the photo.
  const open = (index: number, event: MouseEvent<HTMLButtonElement>) => {
    const photo = event.currentTarget;
    const modal = openModal({ kind: 'gallery', images: images.map(({ src, alt }) => ({ src, alt })), index });
    emit('image-open', { index });
    void modal.closed.then(() => {
      if (photo.isConnected) photo.focus();
    });
  };

  const go = (to: number) => {
    const next = clampPage(to, last);
    setPage(next);
    emit('page', { page: next, lastPage: last });
  };

  const heightFit = heightClass(config.height, paginated);
  if (!images.length) return <div part="base placeholder" className="base placeholder" aria-hidden="true" />;
  return (
    <div
      part="base"
      className={`base theme-${config.theme}${config.height !== null ? ' fixed-height' : ''}${heightFit ? ` ${heightFit}` : ''}`}
      style={style}
    >
      <ul part="grid" className="grid" aria-label={t('ct-image-gallery')}>
        {shown.map((image, i) => {
          const index = (page - 1) * perPage + i;
          return (
            <li key={`${page}-${i}`} part="item" className="item">
              <button
                type="button"
                part="photo"
                className="photo"
                aria-label={image.alt ? undefined : t('ct-open-image', { index: index + 1 })}
                onClick={(event) => open(index, event)}
              >
                <img part="image" className="image" src={image.src} alt={image.alt} loading="lazy" decoding="async" />
              </button>
              {config.theme === '3' && image.alt && (
                <span part="caption" className="caption" aria-hidden="true">
                  {image.alt}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {paginated && (
        <nav
          part="pagination"
          className={`pagination${config.navigationWithNumber ? ' numbers' : ' dots'}`}
          aria-label={t('ct-gallery-pages')}
        >
          <button
            type="button"
            part="page-button page-previous"
            className="page-button step"
            aria-label={t('ct-gallery-previous-page')}
            disabled={page === 1}
            onClick={() => go(page - 1)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          {Array.from({ length: last }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              part={n === page ? 'page-button page active' : 'page-button page'}
              className={n === page ? 'page-button page active' : 'page-button page'}
              aria-label={t('ct-gallery-page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => go(n)}
            >
              {config.navigationWithNumber ? n : null}
            </button>
          ))}
          <button
            type="button"
            part="page-button page-next"
            className="page-button step"
            aria-label={t('ct-gallery-next-page')}
            disabled={page === last}
            onClick={() => go(page + 1)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </nav>
      )}
    </div>
  );
}
