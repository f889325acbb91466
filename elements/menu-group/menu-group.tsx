import type { ElementProps } from '../../src/define.js';
import type { MenuGroupConfig } from './config.js';

export function MenuGroup({ config }: ElementProps<MenuGroupConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
