/**
 * A jsdom window as the global one, for unit tests that render DayPicker and
 * use it as a user would (focus, keys, clicks) without a browser. Import it
 * before React Testing Library, which reads `document` when it loads.
 */
import {JSDOM} from 'jsdom';

const {window} = new JSDOM('<!doctype html><body></body>', {
  pretendToBeVisual: true,
});

const globals = globalThis as Record<string, unknown>;
for (const name of [
  'window',
  'document',
  'navigator',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLButtonElement',
  'Event',
  'KeyboardEvent',
  'MouseEvent',
  'FocusEvent',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const) {
  const value: unknown = Reflect.get(window, name);
  // Node 20 has its own `navigator` getter: define, don't assign.
  Object.defineProperty(globals, name, {
    value:
      typeof value === 'function' && /^[a-z]/.test(name)
        ? value.bind(window)
        : value,
    configurable: true,
    writable: true,
  });
}
// React warns about updates outside act() unless it knows it runs in tests.
globals.IS_REACT_ACT_ENVIRONMENT = true;
