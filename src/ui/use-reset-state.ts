import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State that starts at `initial` and goes back to it whenever `key` changes (a new config value, a
 * new address); in between it is the visitor's. The reset happens as the element renders, not in an
 * effect: effects may run a task after the commit that shows the element (a transition's, as when a
 * drawn element is taken over), and a reset there undid a click made in between. Rendering every
 * element in a transition, the accordion's test clicked there and the accordion stayed shut.
 */
export function useResetState<T>(initial: T, key: unknown = initial): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(initial);
  const [seen, setSeen] = useState(key);
  if (!Object.is(seen, key)) {
    setSeen(key);
    setState(initial);
  }
  return [state, setState];
}
