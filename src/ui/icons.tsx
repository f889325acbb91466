/** The built-in icons (inline SVG paths on a 24-unit grid): no icon font, no external request. */
export const ICONS: Record<string, string> = {
  'arrow-right': 'M4 12h14M13 6l6 6-6 6',
  'arrow-left': 'M20 12H6M11 6l-6 6 6 6',
  check: 'M4 12l5 5L20 6',
  cart: 'M3 4h2l2.4 11h10.2L20 8H7M10 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  play: 'M7 4l13 8-13 8z',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  heart: 'M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z',
  whatsapp: 'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z',
  copy: 'M8 8h12v12H8zM4 16V4h12',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
};

/**
 * One icon as inline SVG, by its name in ICONS or by its own path; nothing when there is neither.
 * The shared `.icon` rule (src/styles/base.css) draws it as a stroke in the text colour.
 */
export function Icon({ name, path, className = 'icon' }: { name?: string; path?: string | undefined; className?: string }) {
  const d = path ?? (name ? ICONS[name] : undefined);
  if (!d) return null;
  return (
    <svg part="icon" className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
