import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

import {
  counterpartOf,
  identityOf,
  pathTo,
  type ElementPath,
} from './elementPath';
import type {LiveCode} from './liveCode';
import {islandLoading} from './settled';

export interface Props {
  /** What renders on the server and, in the browser, once live. */
  children: ReactNode;
  /** Shown while a client-side mount (no pre-rendered HTML) loads its code. */
  fallback: ReactNode;
  /**
   * `visible`: go live when the island nears the viewport (or is used);
   * `hydrated`: right after the page hydrates;
   * `interaction`: only when the pointer enters it or it is used, for
   * pre-rendered HTML that is already what the reader should see.
   */
  when?: 'visible' | 'hydrated' | 'interaction';
  /** Go live as soon as the code is in, wherever the island is (e.g. its code is being edited). */
  forceLive?: boolean;
  /**
   * The code `children` render with, loaded before the island goes live:
   * until it is in, the pre-rendered HTML (or `fallback`) stays.
   */
  code?: Pick<LiveCode<object>, 'load' | 'loaded'>;
}

/** How far outside the viewport an island starts rendering live. */
const ROOT_MARGIN = '50% 0px';

interface Replay {
  path: ElementPath;
  identity: string;
  click: boolean;
}

/**
 * Content that depends on the reader's clock or address (a calendar shows
 * today's month; the playground reads its query) cannot be hydrated: the
 * pre-rendered HTML was made on another day, without the query, and React
 * would report a mismatch. So the server renders `children` into static
 * HTML, which the browser shows at once (and without JavaScript), and
 * hydration leaves that HTML untouched. The island then renders `children`
 * afresh and swaps them in, in one commit, when it nears the viewport: no
 * page pays at load for calendars the reader has not reached, and the
 * render is a transition, which React splits and interrupts for input. A
 * click or focus that reaches the static HTML first is replayed on the same
 * live element: the same day, or the same control by its label and text, or
 * nothing when the live render has none (it shows another month).
 *
 * The island swaps only once its `code` has loaded. A load that fails (the
 * reader went offline, or a new deployment removed the chunk) keeps the
 * static HTML, or the fallback, and tries again when the browser is back
 * online or the reader nears or uses the island again.
 */
export default function LiveIsland({
  children,
  fallback,
  when = 'visible',
  forceLive = false,
  code,
}: Props): ReactNode {
  const id = useId();
  // Only an island mounted by hydration has pre-rendered HTML to keep; one
  // mounted by a client-side navigation renders live as soon as its code is
  // in. Reading the DOM here is safe: the answer is fixed at mount.
  const [mode, setMode] = useState<'static' | 'loading' | 'live'>(() => {
    if (
      typeof document === 'undefined' ||
      document.querySelector(`[data-island="${CSS.escape(id)}"]`)
    ) {
      return 'static';
    }
    return !code || code.loaded() ? 'live' : 'loading';
  });
  const [failed, setFailed] = useState(false);
  const liveRoot = useRef<HTMLDivElement>(null);
  const live = mode === 'live';
  const replay = useRef<Replay | null>(null);
  const starting = useRef(false);

  const activate = useMemo(() => {
    const goLive = () => startTransition(() => setMode('live'));
    return () => {
      if (starting.current) {
        return;
      }
      starting.current = true;
      if (!code || code.loaded()) {
        goLive();
        return;
      }
      code.load().then(
        () => {
          setFailed(false);
          goLive();
        },
        () => {
          starting.current = false;
          setFailed(true);
        },
      );
    };
  }, [code]);

  // A client-side mount shows the fallback only while its code loads. In a
  // layout effect, so the route's own layout effects (which scroll to its
  // #section) already know it is loading.
  useLayoutEffect(() => {
    if (mode !== 'loading') {
      return undefined;
    }
    activate();
    return islandLoading();
  }, [mode, activate]);

  // Forced live (the reader edits it): load its code now, wherever it is. A
  // failed load keeps the static HTML, as anywhere else, never a crash.
  useEffect(() => {
    if (forceLive) {
      activate();
    }
  }, [forceLive, activate]);

  useEffect(() => {
    if (!failed) {
      return undefined;
    }
    window.addEventListener('online', activate);
    return () => window.removeEventListener('online', activate);
  }, [failed, activate]);

  // A callback ref: the static HTML sits inside the Suspense boundary,
  // which React hydrates after this component's own effects have run.
  const observe = useCallback(
    (root: HTMLDivElement | null) => {
      if (!root) {
        return undefined;
      }
      if (when === 'hydrated') {
        activate();
        return undefined;
      }
      if (when === 'interaction') {
        return undefined;
      }
      // Kept until the island is live: if its code fails to load, the next
      // approach tries again.
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            activate();
          }
        },
        {rootMargin: ROOT_MARGIN},
      );
      observer.observe(root);
      return () => observer.disconnect();
    },
    [when, activate],
  );

  useEffect(() => {
    const pending = replay.current;
    if (!live || !pending || !liveRoot.current) {
      return;
    }
    replay.current = null;
    const target = counterpartOf(
      liveRoot.current,
      pending.path,
      pending.identity,
    );
    if (!(target instanceof HTMLElement)) {
      return;
    }
    // The swap drops the focus to <body>; anywhere else, the reader has
    // moved it since, and it stays there.
    const {activeElement} = document;
    if (!activeElement || activeElement === document.body) {
      target.focus();
    }
    if (pending.click) {
      target.click();
    }
  }, [live]);

  // Replays on the live element a click or focus that reached the static
  // HTML, which has no handlers of its own.
  const remember = (event: SyntheticEvent<HTMLDivElement>, click: boolean) => {
    if (!(event.target instanceof Element)) {
      return;
    }
    // A later focus moves a pending focus; it never replaces a click.
    if (click || !replay.current?.click) {
      replay.current = {
        path: pathTo(event.currentTarget, event.target),
        identity: identityOf(event.target),
        click,
      };
    }
    activate();
  };
  const onStaticClick = (event: SyntheticEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    remember(event, true);
  };
  const onStaticFocus = (event: SyntheticEvent<HTMLDivElement>) =>
    remember(event, false);

  if (typeof document === 'undefined') {
    return (
      <Suspense fallback={fallback}>
        <div data-island={id}>{children}</div>
      </Suspense>
    );
  }
  if (mode === 'loading') {
    return fallback;
  }
  return (
    <Suspense fallback={fallback}>
      {live ? (
        <div key="live" ref={liveRoot}>
          {children}
        </div>
      ) : (
        <div
          key="static"
          ref={observe}
          data-island={id}
          onPointerEnter={activate}
          onClickCapture={onStaticClick}
          onFocusCapture={onStaticFocus}
          // Keeps the pre-rendered children as they are (see above).
          suppressHydrationWarning
          dangerouslySetInnerHTML={STATIC_HTML}
        />
      )}
    </Suspense>
  );
}

const STATIC_HTML = {__html: ''};
