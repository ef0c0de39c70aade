/*
 * After a client-side navigation to a #section, Docusaurus scrolls the
 * section's heading into view as soon as the route renders. The islands
 * above it (src/components/LiveIsland) then still show fallbacks while
 * their code loads, which can't all match the height of what replaces
 * them (a calendar's footer, for one), so the heading would end up off
 * screen. Once they are live, the heading is scrolled into view again,
 * unless the reader has scrolled or pressed a key since.
 */
import type {ClientModule} from '@docusaurus/types';

import {whenIslandsSettle} from '../components/LiveIsland/settled';

const READER_INPUT = ['wheel', 'touchmove', 'keydown', 'pointerdown'];

let cancelPending: () => void = () => undefined;

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({
  location,
  previousLocation,
}) => {
  cancelPending();
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
  const id = decodeURIComponent(location.hash.substring(1));
  const cancelWait = whenIslandsSettle(() => {
    cancelPending();
    document.getElementById(id)?.scrollIntoView();
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
};
