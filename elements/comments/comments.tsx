import type { ElementProps } from '../../src/define.js';
import type { CommentsConfig } from './config.js';

export function Comments({ config }: ElementProps<CommentsConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
