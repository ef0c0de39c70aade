/*
 * Wraps the stock Navbar/MobileSidebar (Docusaurus 3.8.1). On a phone the
 * stock one renders the whole menu (every navbar item and the docs
 * sidebar) in the blocking re-render that follows hydration, though it
 * stays hidden until the reader opens it. It now renders in a transition,
 * which React splits into short tasks, once the page is idle — or at once
 * when the reader opens the menu before that. Re-check on upgrade that the
 * stock component still reads its state from useNavbarMobileSidebar.
 */
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

/** Runs `callback` when the browser is idle, or after `timeout` ms at the latest. */
function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, timeout);
  return () => window.clearTimeout(id);
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  useEffect(
    () => whenIdle(() => startTransition(() => setReady(true)), 2000),
    [],
  );
  return ready || shown ? <MobileSidebar /> : null;
}
