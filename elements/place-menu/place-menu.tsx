import type { ElementProps } from '../../src/define.js';
import type { PlaceMenuConfig } from './config.js';

export function PlaceMenu({ config }: ElementProps<PlaceMenuConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
