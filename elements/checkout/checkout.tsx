import type { ElementProps } from '../../src/define.js';
import type { CheckoutConfig } from './config.js';

export function Checkout({ config }: ElementProps<CheckoutConfig>) {
  return (
    <div part="base" className="base">
      {config.text}
    </div>
  );
}
