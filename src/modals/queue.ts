/**
 * The spec's modals (runtime.md §2) as one queue: one modal shows at a time and the next waits its
 * turn (a queue, not a stack). Anything may ask for one; the overlay shows the head of the queue.
 */
import { signal } from '@preact/signals-core';

export type ModalRequest =
  | { kind: 'required'; messages: string[] }
  | { kind: 'success'; message?: string }
  | { kind: 'message'; title?: string; message: string }
  | { kind: 'video'; address: string; title?: string }
  | { kind: 'gallery'; images: Array<{ src: string; alt?: string }>; index?: number }
  | { kind: 'notification'; state: 'denied' | 'enabled' | 'granted' | 'unsupported' }
  | { kind: 'elearning-no-access' }
  | { kind: 'loading'; message?: string }
  | { kind: 'third-party-cookies' }
  /** A site popup: its content (light DOM) is shown in a dialog with the popup settings. */
  | { kind: 'popup'; id: string; content: HTMLElement; settings: PopupLook };

/** How a popup looks (runtime.md §3 Popup settings). */
export interface PopupLook {
  /** Dim the page behind the popup. */
  overlay: boolean;
  /** small, medium, large or full. */
  size: string;
  /** Where it comes from: center, top, bottom, left or right. */
  direction: string;
  /** Pixels or a CSS length; the popup scrolls inside beyond it. */
  maxHeight: number | string;
}

export interface OpenModal {
  id: number;
  request: ModalRequest;
  close(): void;
  /** Settles when the modal has been closed, by the visitor or by `close()`. */
  closed: Promise<void>;
}

export const queue = signal<readonly OpenModal[]>([]);
let next = 1;

/** Queues a modal; it shows once every modal before it has closed. */
export function enqueue(request: ModalRequest): OpenModal {
  let done!: () => void;
  const closed = new Promise<void>((resolve) => (done = resolve));
  const modal: OpenModal = {
    id: next++,
    request,
    closed,
    close() {
      if (!queue.peek().includes(modal)) return;
      queue.value = queue.peek().filter((m) => m !== modal);
      done();
    },
  };
  queue.value = [...queue.peek(), modal];
  return modal;
}
