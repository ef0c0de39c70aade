/**
 * Docusaurus renders each route's component through react-loadable. Under
 * the hash router the first route is not preloaded, so its chunks can
 * arrive while React is still working through that first render, which
 * yields (it runs in a transition) and commits later. The loadable must
 * show the loaded component then, not stay blank for good: the site's
 * loading view (src/theme/Loading) sees to it.
 */
import '../support/jsdom';

import assert from 'node:assert/strict';
import {test} from 'node:test';
import {setTimeout as sleep} from 'node:timers/promises';

import {createElement, Fragment, startTransition} from 'react';
import {createRoot} from 'react-dom/client';
import Loadable, {type LoadingComponentProps} from 'react-loadable';

import {useResumeLoadOnMount} from '../../src/theme/Loading/resumeLoad';

// React renders here as in a browser, on its own schedule, outside act().
Object.assign(globalThis, {IS_REACT_ACT_ENVIRONMENT: false});

/** The site's loading view, reduced to what it says. */
function LoadingView(props: LoadingComponentProps) {
  useResumeLoadOnMount(props);
  return props.error ? 'failed' : 'loading';
}

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
    loading: LoadingView,
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

test('a route whose code fails to load shows the error and waits for Retry', async () => {
  let loads = 0;
  const Route = Loadable({
    loader: () => {
      loads += 1;
      return sleep(20).then(() => Promise.reject(new Error('offline')));
    },
    loading: LoadingView,
  });
  const container = document.createElement('div');
  const root = createRoot(container);
  startTransition(() => root.render(createElement(Route)));
  await sleep(500);
  assert.equal(container.textContent, 'failed');
  const settled = loads;
  await sleep(300);
  assert.equal(loads, settled, 'it loaded again without being asked');
  root.unmount();
});
