/**
 * Panels a drawn page lays out later (README "Server rendering"): the server marks the page's
 * panels further down that nothing in them fixes to the screen (src/server/render.ts), and
 * panel.css gives those `content-visibility: auto`, so the page's first layout covers its first
 * screen. What measures the page as a whole (an anchor's place) lays them all out first.
 */
export const LATER_ATTRIBUTE = 'data-weft-later';

/**
 * Lays out every panel that waits: until then each holds a guessed height (300px, or the one it
 * last had), and an anchor below them, measured then, would be hundreds of pixels off.
 */
export function layOutWholePage(): void {
  for (const panel of document.querySelectorAll(`[${LATER_ATTRIBUTE}]`)) panel.removeAttribute(LATER_ATTRIBUTE);
}
