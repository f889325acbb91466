import type { ElementProps } from '../../src/define.js';
import type { BlogSearchConfig } from './config.js';

export function BlogSearch({ config }: ElementProps<BlogSearchConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
