import type { ElementProps } from '../../src/define.js';
import type { QuizConfig } from './config.js';

export function Quiz({ config }: ElementProps<QuizConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
