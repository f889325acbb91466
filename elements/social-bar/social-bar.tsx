import type { ElementProps } from '../../src/define.js';
import type { SocialBarConfig } from './config.js';

export function SocialBar({ config }: ElementProps<SocialBarConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
