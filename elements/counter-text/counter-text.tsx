import { useLayoutEffect, type CSSProperties } from 'react';
import { useHost, type ElementProps } from '../../src/define.js';
import { cssColor } from '../../src/util/color.js';
import type { CounterTextConfig } from './config.js';
import { CountNumber, counterTextVars, useCountUp } from '../../src/ui/count-up.js';

/** Where the hover background is kept: on the host, so the frame (with its paddings) takes it. */
const HOVER_BACKGROUND = '--weft-counter-hover-background';

export function CounterText({ config, device }: ElementProps<CounterTextConfig>) {
  const host = useHost();
  const count = useCountUp(host, config);
  const hoverBackground = cssColor(config.hoverBackgroundColor, host);
  useLayoutEffect(() => {
    if (hoverBackground) host.style.setProperty(HOVER_BACKGROUND, hoverBackground);
    else host.style.removeProperty(HOVER_BACKGROUND);
    return () => void host.style.removeProperty(HOVER_BACKGROUND);
  }, [host, hoverBackground]);

  const style = {
    ...counterTextVars(config.textStyle, device, host),
    ...Object.fromEntries(
      Object.entries({
        '--hover-color': cssColor(config.hoverColor, host),
        '--hover-stroke-color': cssColor(config.hoverStrokeColor, host),
      }).filter(([, v]) => v !== undefined),
    ),
  } as CSSProperties;
  return (
    <div
      part="base"
      className={`base counter${hoverBackground ? ' hover-background' : ''}`}
      style={style}
      data-counting={count.value === count.finish ? undefined : ''}
    >
      <CountNumber count={count} />
    </div>
  );
}
