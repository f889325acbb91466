import type { ElementProps } from '../../src/define.js';
import type { RssConfig } from './config.js';

export function Rss({ config }: ElementProps<RssConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
