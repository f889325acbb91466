import { useState } from 'react';
import type { ElementProps } from '../../src/define.js';
import { useHost } from '../../src/define.js';
import type { Device } from '../../src/device.js';
import { useT } from '../../src/i18n/index.js';
import { linkHref, linkTarget } from '../../src/links/link.js';
import { freshImageUrl } from '../../src/util/images.js';
import { navigableUrl } from '../../src/util/url.js';
import type { ImageConfig } from './config.js';
import { nameOf } from '../../src/util/name.js';

/** Images load normally on mobile or within this distance of the top, lazily below it. */
export const EAGER_WITHIN_PX = 2000;

export function loadingFor(top: number, device: Device): 'eager' | 'lazy' {
  return device === 'mobile' || top < EAGER_WITHIN_PX ? 'eager' : 'lazy';
}

export function Image({ config, device }: ElementProps<ImageConfig>) {
  const t = useT();
  const host = useHost();
  // Decided once, from where the element sits when it first renders.
  const [loading] = useState(() => loadingFor(host.getBoundingClientRect().top + window.scrollY, device));
  const src = navigableUrl(config.src ? freshImageUrl(config.src) : '')?.href;
  const href = linkHref(config.link);
  const newTab = linkTarget(config.link) === '_blank';

  if (!src) {
    if (config.src) console.error(`${nameOf(host)} src "${config.src}" is not an http(s) address; nothing is shown`);
    return <div part="placeholder" className="placeholder" aria-hidden="true" />;
  }
  const img = (
    <img
      part="image"
      className={`image fit-${config.fit}`}
      src={src}
      alt={config.alt}
      title={config.title || undefined}
      loading={loading}
      decoding="async"
    />
  );
  if (!href) return img;
  // A linked image with no alt text still needs a name for the link.
  const label = config.alt ? undefined : `${config.title || t('ct-image-link')}${newTab ? ` ${t('ct-opens-new-tab')}` : ''}`;
  return (
    <a
      part="link"
      className="link"
      href={href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      aria-label={label}
    >
      {img}
    </a>
  );
}
