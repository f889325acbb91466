import type { ElementProps } from '../../src/define.js';
import type { FloatingButtonConfig } from './config.js';

export function FloatingButton({ config }: ElementProps<FloatingButtonConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
