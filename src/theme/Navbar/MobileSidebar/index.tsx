/*
 * Wraps the stock Navbar/MobileSidebar (Docusaurus 3.8.1). On a phone the
 * stock one renders the whole menu (every navbar item and the docs
 * sidebar) in the blocking re-render that follows hydration, though it
 * stays hidden until the reader opens it. It now renders once the page is
 * idle, in short slices — or at once when the reader opens the menu before
 * that. Open, it behaves as a modal dialog does, which the stock one
 * doesn't: what it covers is inert (Tab stays in the menu), focus moves
 * into it and back to the toggle, and Escape closes it. Re-check on
 * upgrade that the stock component still reads its state from
 * useNavbarMobileSidebar and renders `.navbar-sidebar` inside `nav.navbar`.
 */
import {useEffect, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

import {useAfterIdle} from '@site/src/hooks/useAfterIdle';

/** Makes everything but the open menu inert; returns what undoes it. */
function coverAllButMenu(menu: Element): () => void {
  const covered: Element[] = [];
  for (let inside = menu; inside.parentElement; inside = inside.parentElement) {
    for (const sibling of Array.from(inside.parentElement.children)) {
      // The backdrop stays: a tap on it closes the menu.
      if (
        sibling !== inside &&
        !sibling.classList.contains('navbar-sidebar__backdrop') &&
        !sibling.hasAttribute('inert')
      ) {
        sibling.setAttribute('inert', '');
        covered.push(sibling);
      }
    }
    if (inside.parentElement.id === '__docusaurus') {
      break;
    }
  }
  return () => covered.forEach((element) => element.removeAttribute('inert'));
}

function useModalMenu(shown: boolean, close: () => void): void {
  useEffect(() => {
    const menu = document.querySelector('.navbar-sidebar');
    if (!shown || !menu) {
      return undefined;
    }
    const uncover = coverAllButMenu(menu);
    menu.querySelector<HTMLElement>('button, a[href]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      uncover();
      document
        .querySelector<HTMLElement>('.navbar__toggle')
        ?.focus({preventScroll: true});
    };
  }, [shown, close]);
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const idle = useAfterIdle();
  useModalMenu(shown, toggle);
  return idle || shown ? <MobileSidebar /> : null;
}
