import type {useHistory} from '@docusaurus/router';

import {wellFormedFragment} from './fragment';

/** The router's history (react-router 5's `history` 4), as Docusaurus gives it. */
export type History = ReturnType<typeof useHistory>;
export type Location = History['location'];
export type Action = History['action'];

export type Check =
  /** Let the router take it as it is. */
  | {kind: 'go'}
  /** Take this location instead: the same, with a fragment that decodes. */
  | {kind: 'rewrite'; location: Location}
  /** Load the page's code first; offline, it may not come. */
  | {kind: 'load-first'};

/**
 * What NavigationGuard does with a navigation to `location`: `online` is
 * the browser's word for it, `shown` whether this document has shown that
 * page (its code is in).
 */
export function checkNavigation(
  location: Location,
  {online, shown}: {online: boolean; shown: boolean},
): Check {
  const hash = wellFormedFragment(location.hash);
  if (hash !== location.hash) {
    return {kind: 'rewrite', location: {...location, hash}};
  }
  // Offline, a chunk may still come from the HTTP cache (a prefetch).
  return online || shown ? {kind: 'go'} : {kind: 'load-first'};
}
