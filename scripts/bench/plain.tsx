// The same Timer component under one plain React root, for comparison with the custom elements.
import { createRoot } from 'react-dom/client';
import { parseConfig } from '../../src/config.js';
import { commonDefaults } from '../../src/common.js';
import { HostProvider } from '../../src/define.js';
import { timerChoices, timerDefaults } from '../../elements/timer/config.js';
import { Timer } from '../../elements/timer/timer.js';
import timerCss from '../../elements/timer/timer.css';
import baseCss from '../../src/styles/base.css';

declare global {
  interface Window {
    renderPlain(count: number, config: unknown): Promise<number>;
  }
}

// The same component looks the same: its styles, scoped to the box (the elements' :host rules
// apply to each timer's wrapper), adopted once into the document.
const sheet = new CSSStyleSheet();
sheet.replaceSync(`@scope (.plain-box) { ${`${baseCss}\n${timerCss}`.replaceAll(':host', '.plain-host')} }`);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

window.renderPlain = async (count, raw) => {
  const start = performance.now();
  const box = document.createElement('div');
  box.className = 'plain-box';
  document.body.append(box);
  const { config } = parseConfig(raw, { ...commonDefaults, ...timerDefaults }, timerChoices);
  const root = createRoot(box);
  root.render(
    <HostProvider host={box}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="plain-host">
          <div className="frame">
            <Timer config={config} flags={{}} device="desktop" />
          </div>
        </div>
      ))}
    </HostProvider>,
  );
  while (box.querySelectorAll('[part="seconds"]').length < count) await new Promise((r) => setTimeout(r, 0));
  // Until the frame that shows them has been drawn: both figures include their layout and paint.
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const elapsed = performance.now() - start;
  root.unmount();
  box.remove();
  return elapsed;
};
