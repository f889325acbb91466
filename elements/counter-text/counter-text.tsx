import type { ElementProps } from '../../src/define.js';
import type { CounterTextConfig } from './config.js';

export function CounterText({ config }: ElementProps<CounterTextConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
