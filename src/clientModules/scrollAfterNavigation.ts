/*
 * Where the page is scrolled after a navigation, beyond what Docusaurus
 * 3.8.1 does (to the #section's heading, else to the top, on every
 * navigation, Back and Forward included):
 *
 * - Back and Forward return to where the reader left the page, and so does
 *   a reload or a full page load from history, from positions kept in
 *   session storage (components/NavigationGuard/scrollPositions): the
 *   browser's own restoration is turned off, since it runs before the
 *   route has rendered and Docusaurus then scrolls to the top anyway.
 * - Islands above the target (src/components/LiveIsland) still show
 *   fallbacks while their code loads after a client-side navigation, and
 *   those can't all match the height of what replaces them (a calendar's
 *   footer, for one). Once they are live the target is scrolled to again,
 *   unless the reader has scrolled or pressed a key since.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

import {whenIslandsSettle} from '../components/LiveIsland/settled';
import {fragmentId} from '../components/NavigationGuard/fragment';
import {lastAction} from '../components/NavigationGuard/lastAction';
import {
  entryKey,
  readPositions,
  withPosition,
  writePositions,
  type EntryLocation,
} from '../components/NavigationGuard/scrollPositions';

const READER_INPUT = ['wheel', 'touchmove', 'keydown', 'pointerdown'];

let positions = new Map<string, number>();
let current: EntryLocation | null = null;
let cancelPending: () => void = () => undefined;

function save(location: EntryLocation | null) {
  if (location) {
    positions = withPosition(positions, entryKey(location), window.scrollY);
    writePositions(positions);
  }
}

/** Scrolls now, and again once the islands are live unless the reader moved. */
function scrollAndKeep(scroll: () => void) {
  cancelPending();
  scroll();
  const cancelWait = whenIslandsSettle(() => {
    cancelPending();
    scroll();
  });
  cancelPending = () => {
    cancelWait();
    READER_INPUT.forEach((type) =>
      window.removeEventListener(type, cancelPending, true),
    );
  };
  READER_INPUT.forEach((type) =>
    window.addEventListener(type, cancelPending, {
      capture: true,
      passive: true,
    }),
  );
}

function isHistoryLoad(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as
    | PerformanceNavigationTiming[]
    | [];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

if (ExecutionEnvironment.canUseDOM) {
  positions = readPositions();
  window.history.scrollRestoration = 'manual';
  // Leaving the document (a reload, a full page load): keep this position.
  window.addEventListener('pagehide', () => save(current));
}

export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({
  previousLocation,
}) => {
  // The old page is still on screen, at the reader's position.
  if (previousLocation) {
    save(previousLocation);
  }
};

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({
  location,
  previousLocation,
}) => {
  current = location;
  cancelPending();
  const saved = positions.get(entryKey(location));
  const returning = previousLocation ? lastAction() === 'POP' : isHistoryLoad();
  if (returning && saved !== undefined) {
    scrollAndKeep(() => window.scrollTo(0, saved));
    return;
  }
  if (!previousLocation || !location.hash) {
    return;
  }
  // Docusaurus does not scroll when only the query changed.
  if (
    location.pathname === previousLocation.pathname &&
    location.hash === previousLocation.hash &&
    location.search !== previousLocation.search
  ) {
    return;
  }
  const id = fragmentId(location.hash);
  scrollAndKeep(() => document.getElementById(id)?.scrollIntoView());
};
