// The same Timer component under one plain React root, for comparison with the custom elements.
import { createRoot } from 'react-dom/client';
import { parseConfig } from '../../src/config.js';
import { commonDefaults } from '../../src/common.js';
import { HostProvider } from '../../src/define.js';
import { timerChoices, timerDefaults } from '../../elements/timer/config.js';
import { Timer } from '../../elements/timer/timer.js';

declare global {
  interface Window {
    renderPlain(count: number, config: unknown): Promise<number>;
  }
}

window.renderPlain = async (count, raw) => {
  const start = performance.now();
  const box = document.createElement('div');
  document.body.append(box);
  const { config } = parseConfig(raw, { ...commonDefaults, ...timerDefaults }, timerChoices);
  const root = createRoot(box);
  root.render(
    <HostProvider host={box}>
      {Array.from({ length: count }, (_, i) => (
        <Timer key={i} config={config} flags={{}} device="desktop" />
      ))}
    </HostProvider>,
  );
  while (box.querySelectorAll('[part="seconds"]').length < count) await new Promise((r) => setTimeout(r, 0));
  const elapsed = performance.now() - start;
  root.unmount();
  box.remove();
  return elapsed;
};
