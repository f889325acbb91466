import type { ElementProps } from '../../src/define.js';
import type { AccordionGroupConfig } from './config.js';

export function AccordionGroup({ config }: ElementProps<AccordionGroupConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
