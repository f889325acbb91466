import type { ElementProps } from '../../src/define.js';
import type { BlogPostConfig } from './config.js';

export function BlogPost({ config }: ElementProps<BlogPostConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
