/**
 * The one busy indicator. Its wheel is `.spinner` in src/styles/base.css, which every shadow root
 * adopts: it turns there, and stops there for a visitor who prefers reduced motion (the base sheet's
 * reduced-motion rule owns that for every animation). Elements only size and colour it.
 */
import { useT } from '../i18n/index.js';

export interface SpinnerProps {
  /** What is announced while it turns; the visitor's 'Loading…' by default. */
  label?: string;
  /** The label shown beside the wheel; by default only screen readers read it. */
  showLabel?: boolean;
  /** The status region's part and extra classes (it always has `loading`). */
  part?: string;
  className?: string;
  /**
   * Inside a control that already says it is busy (a submit button with aria-busy): the wheel
   * alone, hidden from screen readers, no status of its own.
   */
  inline?: boolean;
}

/** A status region that announces `label` while the wheel turns, or (inline) the wheel alone. */
export function Spinner({ label, showLabel = false, part = 'spinner', className, inline = false }: SpinnerProps) {
  const t = useT();
  if (inline) return <span className="spinner" aria-hidden="true" />;
  const text = label ?? t('ct-loading');
  return (
    <div part={part} className={className ? `loading ${className}` : 'loading'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className={showLabel ? undefined : 'visually-hidden'}>{text}</span>
    </div>
  );
}
