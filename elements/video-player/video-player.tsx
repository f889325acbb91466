import type { ElementProps } from '../../src/define.js';
import type { VideoPlayerConfig } from './config.js';

export function VideoPlayer({ config }: ElementProps<VideoPlayerConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
