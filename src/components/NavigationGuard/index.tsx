import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

import {blockChained} from './blockChained';
import {checkNavigation, type Action, type Location} from './checkNavigation';
import {currentEntryIndex, numberCurrentEntry} from './entryIndex';
import {setLastAction} from './lastAction';
import {loadRoute} from './routeChunks';
import styles from './styles.module.css';

interface Refused {
  location: Location;
  action: Action;
  /** A refused Back or Forward whose address was moved back: the move to redo. */
  redo?: number;
}

/**
 * Checks each client-side navigation before the router takes it:
 *
 * - a fragment that can't be decoded is written so it can (./fragment):
 *   Docusaurus would decode it unguarded and crash the page;
 * - offline, a page whose code this document has not loaded is loaded
 *   first. Docusaurus 3.8.1 reloads the whole document when a page's chunks
 *   fail (right after a new deployment, where the old chunks are gone),
 *   and offline that reload replaces the page with the browser's error
 *   page. Here the reader stays on their page and is told why; online,
 *   Docusaurus' own handling is left as it is.
 *
 * Back and Forward to an entry this document never showed (entries from
 * before a reload) are checked too. The history library can't move the
 * address back for those; the guard does (./entryIndex), so the address
 * stays the page's, and Try again redoes the move.
 */
export default function NavigationGuard(): ReactNode {
  const history = useHistory();
  const [refused, setRefused] = useState<Refused | null>(null);
  const [attempts, setAttempts] = useState(0);
  const retry = useRef<(attempt: Refused) => void>(undefined);

  useEffect(() => {
    // Pages this document has shown: their code is in.
    const shown = new Set([history.location.pathname]);
    let shownIndex = currentEntryIndex() ?? 0;
    numberCurrentEntry(shownIndex);
    let passing = false;
    const take = ({location, action, redo}: Refused) => {
      if (redo) {
        // The guard checks the move again, and the page's code is in now.
        history.go(redo);
        return;
      }
      passing = true;
      try {
        if (action === 'PUSH') {
          history.push(location);
        } else {
          // A refused POP left the address on its entry: show that entry.
          history.replace(location);
        }
      } finally {
        passing = false;
      }
    };
    const stopListening = history.listen((location, action) => {
      if (action === 'POP') {
        shownIndex = currentEntryIndex() ?? shownIndex;
      } else {
        shownIndex += action === 'PUSH' ? 1 : 0;
        numberCurrentEntry(shownIndex);
      }
      setLastAction(action);
      shown.add(location.pathname);
      setRefused(null);
    });
    const guard = (location: Location, action: Action) => {
      if (passing) {
        return undefined;
      }
      if (
        action === 'POP' &&
        location.key !== undefined &&
        location.key === history.location.key
      ) {
        // The address moved back to the entry shown (see below).
        return false;
      }
      const check = checkNavigation(location, {
        online: navigator.onLine,
        shown: shown.has(location.pathname),
      });
      if (check.kind === 'go') {
        return undefined;
      }
      if (check.kind === 'rewrite') {
        queueMicrotask(() => take({location: check.location, action}));
      } else {
        // history v4 moves the address back only to entries it made.
        const target = action === 'POP' ? currentEntryIndex() : undefined;
        loadRoute(location.pathname).then(
          () => take({location, action}),
          () => {
            const redo = target === undefined ? undefined : target - shownIndex;
            if (redo) {
              window.history.go(-redo);
            }
            setRefused({location, action, redo});
            setAttempts((count) => count + 1);
          },
        );
      }
      return false;
    };
    const unblock = blockChained(history, guard);
    retry.current = (attempt: Refused) => {
      loadRoute(attempt.location.pathname).then(
        () => take(attempt),
        () => {
          if (navigator.onLine) {
            // Online and still failing: what Docusaurus does, a full load.
            window.location.assign(history.createHref(attempt.location));
          } else {
            setAttempts((count) => count + 1);
          }
        },
      );
    };
    return () => {
      unblock();
      stopListening();
    };
  }, [history]);

  // An alert announces itself when it is inserted (and again when a failed
  // retry re-inserts it), so none stands empty in the page.
  if (!refused) {
    return null;
  }
  return (
    <div role="alert" className={styles.region} key={attempts}>
      <div className={styles.notice}>
        <p>
          You’re offline, so <code>{refused.location.pathname}</code> can’t
          load. This page stays open; try again once you’re back online.
        </p>
        <button
          type="button"
          className="button button--sm button--primary"
          onClick={() => retry.current?.(refused)}>
          Try again
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => setRefused(null)}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
