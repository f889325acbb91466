import type { ElementProps } from '../../src/define.js';
import type { BlogDatesConfig } from './config.js';

export function BlogDates({ config }: ElementProps<BlogDatesConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
