import type { ElementProps } from '../../src/define.js';
import type { BlogListConfig } from './config.js';

export function BlogList({ config }: ElementProps<BlogListConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
