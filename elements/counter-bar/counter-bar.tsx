import type { ElementProps } from '../../src/define.js';
import type { CounterBarConfig } from './config.js';

export function CounterBar({ config }: ElementProps<CounterBarConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
