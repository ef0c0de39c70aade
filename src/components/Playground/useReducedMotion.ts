import {useSyncExternalStore} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const reduced = () => window.matchMedia(QUERY).matches;
const unknown = () => false;

/**
 * Whether the reader's system asks for reduced motion, following changes.
 * False while pre-rendering, which knows no reader, and until the page is
 * live: read at hydration, a value other than the pre-rendered one would
 * make React re-render the playground at once, in one blocking task; being
 * live turns true in a transition (see ExampleLanguage/store.ts).
 */
export function useReducedMotion(): boolean {
  const live = useIsBrowser();
  return useSyncExternalStore(subscribe, live ? reduced : unknown, unknown);
}
