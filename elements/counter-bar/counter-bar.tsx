import { type CSSProperties } from 'react';
import { cssLength } from '../../src/common.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { cssColor } from '../../src/util/color.js';
import { freshImageUrl } from '../../src/util/images.js';
import { navigableUrl } from '../../src/util/url.js';
import { CountNumber, counterTextVars, useCountUp } from '../../src/ui/count-up.js';
import { barFill, type CounterBarConfig } from './config.js';

export function CounterBar({ config, device }: ElementProps<CounterBarConfig>) {
  const host = useHost();
  const count = useCountUp(host, config);
  const fill = barFill(count.value, count.progress, config.barMax);
  const image = config.barImage.trim() ? navigableUrl(freshImageUrl(config.barImage.trim()))?.href : undefined;
  const track = {
    height: cssLength(config.barHeight),
    borderRadius: cssLength(config.barRadius),
    backgroundColor: cssColor(config.barBackgroundColor, host),
  } as CSSProperties;
  const bar = {
    width: `${(fill * 100).toFixed(3)}%`,
    backgroundColor: cssColor(config.barColor, host),
    backgroundImage: image ? `url(${JSON.stringify(image)})` : undefined,
  } as CSSProperties;
  return (
    <div part="base" className="base" style={counterTextVars(config.textStyle, device, host)}>
      <CountNumber count={count} />
      <div part="track" className="track" style={track} aria-hidden="true">
        <div part="bar" className="bar" style={bar} />
      </div>
    </div>
  );
}
