import type { ReadonlySignal } from '@preact/signals-core';
import { useSyncExternalStore } from 'react';

/** Reads a Preact signal in a React component and re-renders when it changes. */
export function useSignalValue<T>(sig: ReadonlySignal<T>): T {
  return useSyncExternalStore(
    (onChange) => sig.subscribe(onChange),
    () => sig.value,
    () => sig.value,
  );
}
