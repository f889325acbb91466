import type { CSSProperties } from 'react';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { cssColor } from '../../src/util/color.js';
import type { LineArrow, LineConfig } from './config.js';

/** One arrow head, pointing away from the line towards its end. */
function Head({ arrow, end, colour, host }: { arrow: LineArrow; end: 'start' | 'end'; colour: string; host: Element }) {
  const size = cssLength(arrow.size) ?? '12px';
  return (
    <svg
      part={`arrow arrow-${end}`}
      className={`head head-${end}`}
      viewBox="0 0 10 10"
      preserveAspectRatio="none"
      style={{ width: size, height: size, fill: cssColor(arrow.color, host) ?? colour }}
    >
      <path d="M10 0 L0 5 L10 10 Z" />
    </svg>
  );
}

export function Line({ config }: ElementProps<LineConfig>) {
  const host = useHost();
  const vertical = config.orientation === 'vertical';
  const [start, end] = vertical ? [config.arrowTop, config.arrowBottom] : [config.arrowLeft, config.arrowRight];
  const colour = cssColor(config.color, host) ?? '#000000';
  const style = {
    '--line-length': cssLength(config.length) ?? '150px',
    '--line-thickness': cssLength(config.thickness) ?? '2px',
    '--line-color': colour,
    '--line-style': config.lineStyle,
  } as CSSProperties;
  // Decoration only: hidden from assistive technology.
  return (
    <div part="base" className={`base ${config.orientation}`} style={style} aria-hidden="true">
      {start.active && <Head arrow={start} end="start" colour={colour} host={host} />}
      <span part="line" className="line" />
      {end.active && <Head arrow={end} end="end" colour={colour} host={host} />}
    </div>
  );
}
