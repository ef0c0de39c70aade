/*
 * Writes an address whose #fragment can't be decoded the way it was meant
 * (components/NavigationGuard/fragment), before the router reads it: at
 * start-up, which a link or a typed address can bring, and on Back and
 * Forward to such an entry (a `popstate` or `hashchange` listener in the
 * capture phase runs before the router's own). Navigations the site makes
 * itself are checked by components/NavigationGuard.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {wellFormedFragment} from '../components/NavigationGuard/fragment';

function repairAddress() {
  const {hash} = window.location;
  const fixed = wellFormedFragment(hash);
  if (fixed !== hash) {
    window.history.replaceState(window.history.state, '', fixed);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  repairAddress();
  for (const type of ['popstate', 'hashchange']) {
    window.addEventListener(type, repairAddress, {capture: true});
  }
}
