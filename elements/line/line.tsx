import type { ElementProps } from '../../src/define.js';
import type { LineConfig } from './config.js';

export function Line({ config }: ElementProps<LineConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
