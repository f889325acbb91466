/** How a text style (src/text-style.ts) is drawn as inline CSS. */
import type { CSSProperties } from 'react';
import { cssLength } from '../common.js';
import type { Device } from '../device.js';
import type { TextStyle } from '../text-style.js';
import { cssColor } from '../util/color.js';

/** A text style's font size on this device class: `sizeMobile` on mobile when it is set, else `size`. */
export function textSize(style: Pick<TextStyle<string>, 'size' | 'sizeMobile'>, device: Device): string | undefined {
  return device === 'mobile' ? (cssLength(style.sizeMobile) ?? cssLength(style.size)) : cssLength(style.size);
}

/** A text style as inline CSS, its colour read against `owner`; empty fields keep the element's look. */
export function textStyleCss(style: TextStyle<string>, device: Device, owner: Element): CSSProperties {
  return {
    fontFamily: style.family || undefined,
    fontSize: textSize(style, device),
    color: cssColor(style.color, owner),
    textAlign: style.align as CSSProperties['textAlign'],
    fontWeight: style.weight || undefined,
    fontStyle: style.style || undefined,
  };
}
