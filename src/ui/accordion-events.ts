/** How an accordion and its group talk (elements-content.md §3 Accordion, Group elements). */

/** Fired by an accordion when the visitor opens or closes it: detail `{ expanded }`; bubbles out of its shadow root. */
export const ACCORDION_TOGGLE_EVENT = 'weft-accordion-toggle';
/** Sent to an accordion (by its group) to open or close it: detail `{ expanded }`. */
export const ACCORDION_SET_EVENT = 'weft-accordion-set';
