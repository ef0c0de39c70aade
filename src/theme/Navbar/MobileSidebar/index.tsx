/*
 * Wraps the stock Navbar/MobileSidebar (Docusaurus 3.8.1). On a phone the
 * stock one renders the whole menu (every navbar item and the docs
 * sidebar) in the blocking re-render that follows hydration, though it
 * stays hidden until the reader opens it. It now renders once the page is
 * idle, in short slices — or at once when the reader opens the menu before
 * that. Re-check on upgrade that the stock component still reads its state
 * from useNavbarMobileSidebar.
 */
import type {ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

import {useAfterIdle} from '@site/src/hooks/useAfterIdle';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const idle = useAfterIdle();
  return idle || shown ? <MobileSidebar /> : null;
}
