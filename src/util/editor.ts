/** The builder's editor shows the page with an editor panel, under a hash route containing /editor/. */
export function isEditor(): boolean {
  return location.hash.includes('/editor/') || document.querySelector('[data-weft-editor]') !== null;
}
