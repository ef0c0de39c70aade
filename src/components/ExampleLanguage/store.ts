import {useSyncExternalStore} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {
  EXAMPLE_LANGUAGE_KEY,
  type ExampleLanguage,
} from '../../data/exampleLanguage';

// The choice of this tab: it holds when storage throws or is unavailable,
// and keeps every example of the page in step without a storage round trip.
let chosen: ExampleLanguage | null = null;
const listeners = new Set<() => void>();
// While an example is edited in this tab, another tab's choice waits: it
// would swap the file under the reader's caret.
let holds = 0;
let otherTabChose = false;

const slot = () => createStorageSlot(EXAMPLE_LANGUAGE_KEY);

function current(): ExampleLanguage {
  return (chosen ??= slot().get() === 'js' ? 'js' : 'ts');
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // A choice made in another tab (or an own write echoed by Docusaurus).
  const unlisten = slot().listen(() => {
    if (holds > 0) {
      otherTabChose = true;
      return;
    }
    chosen = null;
    onChange();
  });
  return () => {
    listeners.delete(onChange);
    unlisten();
  };
}

/** Shows every example in `language` from now on, on every page. */
export function setExampleLanguage(language: ExampleLanguage): void {
  chosen = language;
  slot().set(language);
  listeners.forEach((notify) => notify());
}

/**
 * Keeps this tab's choice until the returned function is called: a choice
 * made in another tab meanwhile applies then. A choice made in this tab
 * applies at once.
 */
export function holdOtherTabsChoice(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) {
      return;
    }
    released = true;
    holds -= 1;
    if (holds === 0 && otherTabChose) {
      otherTabChose = false;
      chosen = null;
      listeners.forEach((notify) => notify());
    }
  };
}

const typescript = (): ExampleLanguage => 'ts';

/**
 * The language the reader chose for examples: TypeScript in the
 * pre-rendered HTML and during hydration, then the remembered choice.
 *
 * The store is read only once the page is live: when a store's value
 * differs from the pre-rendered one at hydration, React re-renders its
 * readers at once, every example of the page in one blocking task. Being
 * live (`useIsBrowser`) turns true in a transition (our patch of
 * @docusaurus/core), so a remembered JavaScript choice renders in slices.
 */
export function useExampleLanguage(): ExampleLanguage {
  const live = useIsBrowser();
  return useSyncExternalStore(
    subscribe,
    live ? current : typescript,
    typescript,
  );
}
