import { useEffect } from 'react';
import { useHostStyle } from '../../src/ui/server.js';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { useT } from '../../src/i18n/index.js';
import { FLOATING_BOTTOM_PX, FLOATING_SIDE_PX, type FloatingButtonConfig } from './config.js';
import { floatingHref, floatingOpacity } from './rules.js';
import { nameOf } from '../../src/util/name.js';

/** Each type's round image: a glyph (24-unit grid, stroked in white) on its colour. */
const LOOKS: Record<string, { color: string; glyph: string }> = {
  whatsapp: {
    color: '#128c7e',
    glyph: 'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z',
  },
  email: { color: '#1a73e8', glyph: 'M3 6h18v12H3zM3 7l9 6 9-6' },
  phone: {
    color: '#0b8043',
    glyph: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  },
  telegram: { color: '#1c7fc4', glyph: 'M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l12-9' },
  messenger: {
    color: '#0866ff',
    glyph: 'M12 3a9 8.5 0 0 0-5 15.5V21l3-1.6A9 8.5 0 1 0 12 3zM7 13.5l3.5-3.5 2.5 2 4-3.5-3.5 4-2.5-2z',
  },
  instagram: {
    color: '#c13584',
    glyph:
      'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17 6.5v.01',
  },
  facebook: {
    color: '#1877f2',
    glyph: 'M14 21v-8h3l.5-3.5H14V7.5c0-1 .4-1.8 1.8-1.8H18V2.6a24 24 0 0 0-2.6-.2c-2.6 0-4.4 1.6-4.4 4.5v2.6H8V13h3v8',
  },
  custom: { color: '#444444', glyph: 'M4 5h16v11H9l-5 4z' },
};

export function FloatingButton({ config }: ElementProps<FloatingButtonConfig>) {
  const t = useT();
  const host = useHost();
  const type = config.type.trim().toLowerCase();
  const known = Object.hasOwn(LOOKS, type) && type !== 'custom';
  const look = known ? LOOKS[type]! : LOOKS['custom']!;
  const href = floatingHref(type, config.href);
  const web = href !== null && /^https?:/.test(href);
  const label = t(`ct-floating-${known ? type : 'contact'}`);

  // The host itself floats (element CSS: fixed, 20px from the bottom, z-index 9999); its side and
  // distance from that side come from the config.
  useHostStyle(host, {
    [config.right ? 'right' : 'left']:
      cssLength(config.right ? config.marginRight : config.marginLeft) ?? `${FLOATING_SIDE_PX}px`,
    bottom: `${FLOATING_BOTTOM_PX}px`,
    opacity: String(floatingOpacity(config.opacity)),
  });

  useEffect(() => {
    if (config.href.trim() && !href) {
      console.error(`${nameOf(host)} href "${config.href.slice(0, 60)}" is not an address it may open; the button links nowhere`);
    }
  }, [config.href, href, host]);

  const image = (
    <svg part="image" className="image" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className="disc" cx="12" cy="12" r="12" style={{ fill: look.color }} />
      <g className="glyph" transform="translate(5.4 5.4) scale(0.55)">
        <path d={look.glyph} />
      </g>
    </svg>
  );
  const bubble = config.callToAction.enable && config.callToAction.text.trim() && (
    <span part="call-to-action" className="bubble">
      {config.callToAction.text}
    </span>
  );
  return (
    <div part="base" className={`base ${config.right ? 'at-right' : 'at-left'} type-${known ? type : 'custom'}`}>
      {href ? (
        <a
          part="button"
          className="button"
          href={href}
          target={web ? '_blank' : undefined}
          rel={web ? 'noopener noreferrer' : undefined}
          aria-label={web ? `${label} ${t('ct-opens-new-tab')}` : label}
        >
          {image}
        </a>
      ) : (
        <span part="button" className="button" role="img" aria-label={label}>
          {image}
        </span>
      )}
      {bubble}
    </div>
  );
}
