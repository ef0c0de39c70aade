import {useEffect, useRef} from 'react';
import type {LoadingComponentProps} from 'react-loadable';

/**
 * Docusaurus renders each route through react-loadable, whose component
 * ignores every update until it has mounted. Under the hash router the first
 * route isn't preloaded: when its chunks arrive while that first render
 * (made in a transition, which yields) is still uncommitted, the loaded
 * update is dropped and the page stays blank for good. The loading view is
 * what the loadable shows meanwhile, and mounts after it: asking it once to
 * load again subscribes the now-mounted loadable. That runs the route's
 * loader a second time, but webpack hands back the chunks it has or is
 * already fetching, so nothing downloads twice.
 */
export function useResumeLoadOnMount({
  isLoading,
  error,
  retry,
}: Pick<LoadingComponentProps, 'isLoading' | 'error' | 'retry'>): void {
  // Only the first props count: a later error is the reader's to retry.
  const first = useRef({isLoading, error, retry});
  useEffect(() => {
    const {isLoading: loading, error: failed, retry: load} = first.current;
    if (loading && !failed) {
      load();
    }
  }, []);
}
