import type { ElementProps } from '../../src/define.js';
import type { LottieConfig } from './config.js';

export function Lottie({ config }: ElementProps<LottieConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
