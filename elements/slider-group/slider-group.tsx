import type { ElementProps } from '../../src/define.js';
import type { SliderGroupConfig } from './config.js';

export function SliderGroup({ config }: ElementProps<SliderGroupConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
