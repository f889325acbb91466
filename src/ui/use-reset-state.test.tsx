import { expect } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useResetState } from './use-reset-state.js';

function Counter({ start, address }: { start: number; address?: string }) {
  const [count, setCount] = useResetState(start, address ?? start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

describe('useResetState', () => {
  it("keeps the visitor's state until its key changes, then starts again", () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const render = (props: { start: number; address?: string }) => flushSync(() => root.render(<Counter {...props} />));
    try {
      render({ start: 1 });
      expect(container.textContent, 'the start').to.equal('1');
      flushSync(() => container.querySelector('button')!.click());
      expect(container.textContent, 'clicked').to.equal('2');
      render({ start: 1 });
      expect(container.textContent, 'rendered again with the same start').to.equal('2');
      render({ start: 5 });
      expect(container.textContent, 'a new start').to.equal('5');
      // A key of its own (an address): the start alone changes nothing, a new key resets.
      render({ start: 5, address: '/a' });
      flushSync(() => container.querySelector('button')!.click());
      render({ start: 5, address: '/a' });
      expect(container.textContent, 'the same address').to.equal('6');
      render({ start: 5, address: '/b' });
      expect(container.textContent, 'a new address').to.equal('5');
    } finally {
      root.unmount();
    }
  });
});
