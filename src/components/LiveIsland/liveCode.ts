import {createElement, use, type ComponentType, type ReactNode} from 'react';

/** A lazily loaded component that an island renders once its code is in. */
export interface LiveCode<Props extends object> {
  /**
   * Loads the code; after a failure, a new call tries again (React.lazy
   * keeps the rejection for the rest of the visit).
   */
  load: () => Promise<void>;
  /** Whether `load` has succeeded: `Component` then renders at once. */
  loaded: () => boolean;
  /**
   * Renders the loaded component, or suspends until its code is in. After a
   * failed load it throws that failure to the nearest error boundary until
   * `load` is called again: rendering alone never retries, so a page that
   * is offline does not request the chunk in a loop.
   */
  Component: (props: Props) => ReactNode;
}

/** Wraps a dynamic import; one per module, so every mount shares its state. */
export function liveCode<Props extends object>(
  importer: () => Promise<{default: ComponentType<Props>}>,
): LiveCode<Props> {
  let loadedComponent: ComponentType<Props> | undefined;
  let latest: Promise<void> | undefined;
  let failed = false;
  const load = () => {
    if (!latest || failed) {
      failed = false;
      latest = importer().then(
        (module) => {
          loadedComponent = module.default;
        },
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return latest;
  };
  return {
    load,
    loaded: () => loadedComponent !== undefined,
    Component(props: Props) {
      if (!loadedComponent) {
        use(latest ?? load());
      }
      return createElement(loadedComponent!, props);
    },
  };
}

const bySource = new Map<string, LiveCode<object>>();

/**
 * The LiveCode of a module known by name, for importers created per render
 * (an example's `load` prop): a page seen again renders its islands at once.
 */
export function liveCodeOf<Props extends object>(
  name: string,
  importer: () => Promise<{default: ComponentType<Props>}>,
): LiveCode<Props> {
  let code = bySource.get(name);
  if (!code) {
    code = liveCode(importer) as LiveCode<object>;
    bySource.set(name, code);
  }
  return code as LiveCode<Props>;
}
