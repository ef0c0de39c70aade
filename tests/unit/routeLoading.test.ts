/**
 * Docusaurus renders each route's component through react-loadable. Under
 * the hash router the first route is not preloaded, so its chunks can
 * arrive while React is still working through that first render, which
 * yields (it runs in a transition) and commits later. The loadable must
 * show the loaded component then, not stay blank for good
 * (patches/react-loadable+6.0.0.patch).
 */
import '../support/jsdom';

import assert from 'node:assert/strict';
import {test} from 'node:test';
import {setTimeout as sleep} from 'node:timers/promises';

import {createElement, Fragment, startTransition} from 'react';
import {createRoot} from 'react-dom/client';
import Loadable from 'react-loadable';

// React renders here as in a browser, on its own schedule, outside act().
Object.assign(globalThis, {IS_REACT_ACT_ENVIRONMENT: false});

/** A component whose render keeps the main thread for `ms`. */
function Slow({ms}: {ms: number}) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Busy: React yields between such components, and timers run.
  }
  return null;
}

test('a route whose code arrives before its first render commits shows its content', async () => {
  const Route = Loadable({
    loader: () => sleep(20).then(() => () => createElement('p', null, 'page')),
    loading: ({error}: {error?: unknown}) => (error ? 'failed' : 'loading'),
  });
  const container = document.createElement('div');
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      createElement(
        Fragment,
        null,
        createElement(Route),
        // About 200 ms of rendering after the route's: the code arrives
        // meanwhile, before the commit.
        ...Array.from({length: 40}, (_, key) =>
          createElement(Slow, {key, ms: 5}),
        ),
      ),
    ),
  );
  for (let waited = 0; waited < 2_000 && !container.textContent; waited += 50) {
    await sleep(50);
  }
  // Past the loadable's 200 ms delay and any update it still has to make.
  await sleep(400);
  assert.equal(container.textContent, 'page');
  root.unmount();
});
