/*
 * Wraps the stock Navbar with an empty marker right after it. The
 * navbar's right-hand items are packed against its end, so each one the
 * parser adds moves those before it; Chromium paints part-parsed pages (on
 * a slow network, or when its parser yields on a busy machine), and the
 * items then moved before any script ran. ./parsed.css keeps them hidden
 * until the marker is parsed. Nothing else waits: blocking the first paint
 * instead (a render-blocking `expect` link) held it until the deferred
 * scripts had run.
 */
import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';

import './parsed.css';

export default function NavbarWrapper(): ReactNode {
  return (
    <>
      <Navbar />
      <span id="navbar-parsed" hidden />
    </>
  );
}
