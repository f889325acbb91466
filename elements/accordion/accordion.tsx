import type { ElementProps } from '../../src/define.js';
import type { AccordionConfig } from './config.js';

export function Accordion({ config }: ElementProps<AccordionConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
