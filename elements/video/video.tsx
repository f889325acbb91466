import type { ElementProps } from '../../src/define.js';
import type { VideoConfig } from './config.js';

export function Video({ config }: ElementProps<VideoConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
