/*
 * Wraps the stock DocSidebar/Mobile (Docusaurus 3.8.1), which hands the docs
 * sidebar to the phone menu. It renders in the blocking re-render that
 * follows hydration, and its first render sorts its props with
 * `localeCompare`, which builds the browser's collator: a long task on a
 * slow phone. Like the menu itself (../../Navbar/MobileSidebar), it now
 * waits until the page is idle, or until the reader opens the menu.
 */
import type {ComponentProps, ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';

import {useAfterIdle} from '@site/src/hooks/useAfterIdle';

export default function DocSidebarMobileWrapper(
  props: ComponentProps<typeof DocSidebarMobile>,
): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const idle = useAfterIdle();
  return idle || shown ? <DocSidebarMobile {...props} /> : null;
}
