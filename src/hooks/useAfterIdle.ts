import {startTransition, useEffect, useState} from 'react';

/** Runs `callback` when the browser is idle, or after `timeout` ms at the latest. */
function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, timeout);
  return () => window.clearTimeout(id);
}

/**
 * False during hydration and until the browser is first idle after it
 * (2 s at the latest); then true, in a transition, so what it reveals
 * renders in short slices rather than in the blocking re-render that
 * follows hydration.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(
    () => whenIdle(() => startTransition(() => setIdle(true)), 2000),
    [],
  );
  return idle;
}
