import type { ElementProps } from '../../src/define.js';
import type { PostPageConfig } from './config.js';

export function PostPage({ config }: ElementProps<PostPageConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
