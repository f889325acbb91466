import type { ElementProps } from '../../src/define.js';
import type { VideoManagerConfig } from './config.js';

export function VideoManager({ config }: ElementProps<VideoManagerConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
