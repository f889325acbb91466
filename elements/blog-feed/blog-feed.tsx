import type { ElementProps } from '../../src/define.js';
import type { BlogFeedConfig } from './config.js';

export function BlogFeed({ config }: ElementProps<BlogFeedConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
