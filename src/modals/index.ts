/**
 * Modals for elements and the runtime: `openModal()` queues one and makes sure the overlay exists.
 * The window events errorMessagePopup and successMessagePopup (CONTRACT §5) reach `fromWindowEvent`.
 */
import { enqueue, type ModalRequest, type OpenModal } from './queue.js';
import { WeftOverlay } from './overlay.js';

export type { ModalRequest, OpenModal } from './queue.js';
export { queue } from './queue.js';

export const OVERLAY_TAG = 'weft-overlay';

function overlay(): void {
  if (!customElements.get(OVERLAY_TAG)) customElements.define(OVERLAY_TAG, WeftOverlay);
  if (!document.querySelector(OVERLAY_TAG)) document.body.append(document.createElement(OVERLAY_TAG));
}

export function openModal(request: ModalRequest): OpenModal {
  overlay();
  return enqueue(request);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : [];
}

/** errorMessagePopup `{ messages }` → the required-fields modal; successMessagePopup `{ message? }` → success. */
export function fromWindowEvent(event: Event): OpenModal | null {
  const detail = (event as CustomEvent<{ messages?: unknown; message?: unknown } | undefined>).detail ?? {};
  if (event.type === 'errorMessagePopup') return openModal({ kind: 'required', messages: strings(detail.messages) });
  if (event.type === 'successMessagePopup') {
    return openModal({ kind: 'success', message: typeof detail.message === 'string' ? detail.message : undefined });
  }
  return null;
}
