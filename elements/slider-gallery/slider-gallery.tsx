import type { ElementProps } from '../../src/define.js';
import type { SliderGalleryConfig } from './config.js';

export function SliderGallery({ config }: ElementProps<SliderGalleryConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
