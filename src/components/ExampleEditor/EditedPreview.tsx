import {
  Component,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

import type {DocVersionId} from '../../data/docVersions';
import type {ExampleLanguage} from '../../data/exampleLanguage';
import {CodeError, compile, evaluate} from './compile';
import {DisallowedImportError, loadModules, ownCssModules} from './modules';

/** How long the reader pauses typing before the calendar re-renders. */
export const DEBOUNCE_MS = 300;

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
  if (error instanceof CodeError || error instanceof DisallowedImportError) {
    return error.message;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `${error instanceof Error ? error.name : 'Error'}: ${message}`;
}

/**
 * Renders the editor's code: compiles it once the reader pauses, loads the
 * modules it imports and renders its default export. A compile, import or
 * render error is reported through `onProblem` while the last calendar that
 * rendered stays on screen; the next good code replaces it.
 */
export default function EditedPreview({
  code,
  language,
  originalSource,
  version,
  original,
  onProblem,
}: Props): ReactNode {
  const [candidate, setCandidate] = useState<{
    Example: ComponentType;
    id: number;
  } | null>(null);
  const [lastGood, setLastGood] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const compiled = compile(code, language);
        const modules = await loadModules(compiled.requires, {
          version,
          cssModules: ownCssModules(originalSource),
        });
        if (cancelled) {
          return;
        }
        const Example = evaluate(compiled, modules) as ComponentType;
        onProblem(null);
        setCandidate((previous) => ({Example, id: (previous?.id ?? 0) + 1}));
      } catch (error) {
        if (!cancelled) {
          onProblem(describe(error));
        }
      }
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [code, language, originalSource, version, onProblem]);

  const LastGood = lastGood;
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
        onRendered={(Example) => setLastGood(() => Example)}
      />
    </RenderBoundary>
  );
}
