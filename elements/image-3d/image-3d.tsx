import type { ElementProps } from '../../src/define.js';
import type { Image3dConfig } from './config.js';

export function Image3d({ config }: ElementProps<Image3dConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
