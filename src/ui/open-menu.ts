import { signal } from '@preact/signals-core';

/** The one place menu whose panel is open on the page: opening one hides the others'. */
export const openPlaceMenu = signal<HTMLElement | null>(null);
