import type { ElementProps } from '../../src/define.js';
import type { NewsSliderConfig } from './config.js';

export function NewsSlider({ config }: ElementProps<NewsSliderConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
