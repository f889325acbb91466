import type { ElementProps } from '../../src/define.js';
import type { GalleryConfig } from './config.js';

export function Gallery({ config }: ElementProps<GalleryConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
