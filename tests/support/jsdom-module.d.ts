// The part of jsdom 29's API tests/support/jsdom.ts uses; the package ships
// no declarations and @types/jsdom isn't installed.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: {pretendToBeVisual?: boolean});
    readonly window: Window & typeof globalThis;
  }
}
