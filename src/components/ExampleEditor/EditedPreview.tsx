import {
  Component,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

import type {DocVersionId} from '../../data/docVersions';
import type {ExampleLanguage} from '../../data/exampleLanguage';
import {CodeError, compile, evaluate} from './compile';
import {DisallowedImportError, loadModules, ownCssModules} from './modules';
import {
  createScope,
  StoppedError,
  UnsafePatternError,
  type Scope,
} from './sandbox';

/** How long the reader pauses typing before the calendar re-renders. */
export const DEBOUNCE_MS = 300;
/**
 * The pause after code that had to be stopped: while it still loops, each
 * pause in typing would otherwise hold the page for a second again.
 */
export const DEBOUNCE_AFTER_STOP_MS = 1000;

export interface Props {
  /** The code in the editor. */
  code: string;
  /** The language it is written in. */
  language: ExampleLanguage;
  /** The example file's text (tells which CSS modules it may import). */
  originalSource: string;
  version: DocVersionId;
  /** Shown until the edited code first renders. */
  original: ReactNode;
  /** Called with the problem to show, or null when the code runs. */
  onProblem: (problem: string | null) => void;
}

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
  onError: (error: Error) => void;
}

/** Catches a render error, reports it and shows `fallback` instead. */
class RenderBoundary extends Component<BoundaryProps, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  componentDidCatch(error: Error): void {
    this.props.onError(error);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Reports that `Example` committed a render without error. */
function Rendered({
  Example,
  onRendered,
}: {
  Example: ComponentType;
  onRendered: (Example: ComponentType) => void;
}): ReactNode {
  useEffect(() => onRendered(Example), [Example, onRendered]);
  return <Example />;
}

function describe(error: unknown): string {
  if (
    error instanceof CodeError ||
    error instanceof DisallowedImportError ||
    error instanceof StoppedError ||
    error instanceof UnsafePatternError
  ) {
    return error.message;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `${error instanceof Error ? error.name : 'Error'}: ${message}`;
}

interface Version {
  Example: ComponentType;
  scope: Scope;
}

/**
 * Renders the editor's code: compiles it once the reader pauses, loads the
 * modules it imports and renders its default export, each version in a
 * scope of its own (./sandbox) that is stopped, with its timers, once the
 * version is no longer shown, and when the preview goes (Reset, leaving the
 * page). A compile, import or render error, or a stop, is reported through
 * `onProblem` while the last calendar that rendered stays on screen; the
 * next good code replaces it.
 */
export default function EditedPreview({
  code,
  language,
  originalSource,
  version,
  original,
  onProblem,
}: Props): ReactNode {
  const [candidate, setCandidate] = useState<(Version & {id: number}) | null>(
    null,
  );
  const [lastGood, setLastGood] = useState<Version | null>(null);
  // Every scope made, so those no longer shown can be stopped.
  const scopes = useRef(new Set<Scope>());
  const stopped = useRef(false);

  useEffect(() => {
    let cancelled = false;
    const delay = stopped.current ? DEBOUNCE_AFTER_STOP_MS : DEBOUNCE_MS;
    const timer = setTimeout(async () => {
      let scope: Scope | null = null;
      try {
        const compiled = compile(code, language);
        const modules = await loadModules(compiled.requires, {
          version,
          cssModules: ownCssModules(originalSource),
        });
        if (cancelled) {
          return;
        }
        stopped.current = false;
        scope = createScope((error) => {
          stopped.current = true;
          onProblem(describe(error));
        });
        scopes.current.add(scope);
        const Example = evaluate(compiled, modules, scope) as ComponentType;
        onProblem(null);
        const current = scope;
        setCandidate((previous) => ({
          Example,
          scope: current,
          id: (previous?.id ?? 0) + 1,
        }));
      } catch (error) {
        // Timers its first run may have started go with it.
        scope?.stop();
        if (!cancelled) {
          onProblem(describe(error));
        }
      }
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [code, language, originalSource, version, onProblem]);

  // Stops the versions no longer shown; all of them when the preview goes.
  useEffect(() => {
    const shown = new Set([candidate?.scope, lastGood?.scope]);
    for (const scope of scopes.current) {
      if (!shown.has(scope)) {
        scope.stop();
        scopes.current.delete(scope);
      }
    }
  }, [candidate, lastGood]);
  useEffect(() => {
    const all = scopes.current;
    return () => {
      all.forEach((scope) => scope.stop());
      all.clear();
    };
  }, []);

  const LastGood = lastGood?.Example;
  const fallback = LastGood ? (
    <RenderBoundary fallback={original} onError={() => undefined}>
      <LastGood />
    </RenderBoundary>
  ) : (
    original
  );
  if (!candidate) {
    return fallback;
  }
  return (
    <RenderBoundary
      key={candidate.id}
      fallback={fallback}
      onError={(error) => onProblem(describe(error))}>
      <Rendered
        Example={candidate.Example}
        onRendered={(Example) =>
          setLastGood((previous) =>
            previous?.Example === Example
              ? previous
              : {Example, scope: candidate.scope},
          )
        }
      />
    </RenderBoundary>
  );
}
