import { useEffect, type MouseEvent } from 'react';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { followAddressClick, performLink } from '../../src/links/actions.js';
import { linkHref, linkTarget, type LinkConfig } from '../../src/links/link.js';
import { Carousel } from '../../src/ui/carousel.js';
import { useSlider } from '../../src/ui/slider.js';
import type { SliderGalleryConfig } from './config.js';
import { readImages, readTarget, type ReadImage } from '../../src/util/image-list.js';
import { nameOf } from '../../src/util/name.js';

function Slide({ image, link, label, load }: { image: ReadImage; link: LinkConfig | null; label: string; load: boolean }) {
  const t = useT();
  const host = useHost();
  // Only the current slide and its neighbours load their picture (carousel.near).
  const img = (
    <img part="image" className="image" src={load ? image.src : undefined} alt={image.alt} decoding="async" draggable={false} />
  );
  if (!link?.type) return img;
  // A linked image without alt text still needs a name for its link.
  const name = image.alt ? undefined : label;
  // A link with an address makes the slide a real <a href> (keyboard, middle click, copy link).
  const href = linkHref(link);
  if (href) {
    const newTab = linkTarget(link) === '_blank';
    return (
      <a
        part="link"
        className="link"
        href={href}
        target={linkTarget(link)}
        rel={newTab ? 'noopener noreferrer' : undefined}
        aria-label={name && `${name}${newTab ? ` ${t('ct-opens-new-tab')}` : ''}`}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => followAddressClick(link, href, event, { source: host })}
      >
        {img}
      </a>
    );
  }
  return (
    <button type="button" part="link" className="link" aria-label={name} onClick={() => void performLink(link, { source: host })}>
      {img}
    </button>
  );
}

export function SliderGallery({ config }: ElementProps<SliderGalleryConfig>) {
  const t = useT();
  const host = useHost();
  const { images, skipped } = readImages(config.images);
  useEffect(() => {
    if (skipped) {
      console.error(`${nameOf(host)} left out ${skipped} image(s) without an http(s) address`);
    }
  }, [skipped, host]);
  const { carousel, viewport } = useSlider(images.length, config);
  const galleryLink = config.link?.type ? readTarget(config.link) : null;

  if (!images.length) return <div part="base placeholder" className="base placeholder" aria-hidden="true" />;
  return (
    <div part="base" className="base">
      <Carousel
        carousel={carousel}
        label={t('ct-image-slider')}
        arrows={{ show: config.arrowOptions, size: config.arrowSize, color: config.arrowColor }}
      >
        <div ref={viewport} className="slides">
          {images.map((image, i) => (
            <div key={i} part="slide" {...carousel.slideProps(i)}>
              <Slide
                image={image}
                link={image.link?.type ? image.link : galleryLink}
                label={t('ct-image-link')}
                load={carousel.near(i)}
              />
            </div>
          ))}
        </div>
      </Carousel>
    </div>
  );
}
