// What the server renderer uses of jsdom (its own types are not installed).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
    reconfigure(settings: { url?: string }): void;
  }
}
