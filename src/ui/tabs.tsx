import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: ReactNode;
}

/**
 * The APG tabs pattern (automatic activation): a labelled tablist whose selected tab is the one Tab
 * stop, the arrow keys (mirrored right to left), Home and End move between tabs and select them, and
 * the panel is labelled by its tab. A panel whose content does not start with a focusable element
 * (a table) is itself a Tab stop (`focusablePanel`), so Tab from the tab lands on its content.
 */
export function Tabs<K extends string>({
  tabs,
  active,
  onSelect,
  label,
  focusablePanel = false,
  children,
}: {
  tabs: Tab<K>[];
  active: K;
  onSelect: (key: K) => void;
  /** The tablist's accessible name. */
  label?: string;
  focusablePanel?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = tabs.findIndex((t) => t.key === active);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next = index;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    onSelect(tabs[next]!.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <>
      {/* Arrow keys move between the tabs: the tablist pattern, not a static element. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label={label} className="tabs" part="tabs" ref={list} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-${tab.key}`}
            type="button"
            role="tab"
            part="tab"
            aria-selected={active === tab.key}
            aria-controls={`${id}-panel`}
            tabIndex={active === tab.key ? 0 : -1}
            className={active === tab.key ? 'tab active' : 'tab'}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        part="tabpanel"
        aria-labelledby={`${id}-${active}`}
        tabIndex={focusablePanel ? 0 : undefined}
      >
        {children}
      </div>
    </>
  );
}
