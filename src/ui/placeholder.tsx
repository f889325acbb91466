import type { ReactNode } from 'react';

/** What an element shows until the owner chooses its content (a calendar, a quiz, a video…). */
export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div part="placeholder" className="placeholder">
      {children}
    </div>
  );
}
