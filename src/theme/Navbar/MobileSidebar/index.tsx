/*
 * Wraps the stock Navbar/MobileSidebar (Docusaurus 3.8.1). On a phone the
 * stock one mounts right after hydration, hidden: every navbar item and the
 * whole docs sidebar a second time, in the same blocking render as the
 * switch to the mobile layout, the longest task of a page's start-up.
 * Here it mounts one step later, in a deferred render that React splits
 * into slices and interrupts for input, so it is ready, and slides in, by
 * the time the menu button is used. Opening the menu before that renders
 * it at once.
 */
import {useDeferredValue, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const ready = useDeferredValue(true, false);
  return ready || shown ? <MobileSidebar /> : null;
}
