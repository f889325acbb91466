import type { ElementProps } from '../../src/define.js';
import type { VideoGalleryConfig } from './config.js';

export function VideoGallery({ config }: ElementProps<VideoGalleryConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
