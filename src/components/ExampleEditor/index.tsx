import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import clsx from 'clsx';

import type {DocVersionId} from '../../data/docVersions';
import styles from './styles.module.css';

// The editor (CodeMirror) and the compiler (sucrase and the modules edited
// code may import) load in chunks of their own on the first click of Edit:
// no page pays for them before.
const loadEditor = () =>
  import(/* webpackChunkName: "example-editor" */ './SourceEditor');
const loadCompiler = () =>
  import(/* webpackChunkName: "example-compiler" */ './EditedPreview');
const SourceEditor = lazy(loadEditor);
const EditedPreview = lazy(loadCompiler);

/** A chunk of the editor failed to load (offline, or a new deployment). */
function failedToLoad({error}: {error: Error}): ReactNode {
  return (
    <p role="alert" className={styles.problem}>
      The editor could not load ({error.message}). Reload the page to try again.
    </p>
  );
}

export interface Options {
  /** The example's path, e.g. "examples/Basic.tsx". */
  src: string;
  /** The file's exact text. */
  source: string;
  version: DocVersionId;
}

export interface EditableExample {
  /** The reader has opened the editor (the calendar must be live). */
  editing: boolean;
  /** What the live frame shows: `original` until the code is edited. */
  preview: (original: ReactNode) => ReactNode;
  /**
   * The Edit / Reset / Copy buttons, then the code: `codeBlock(code)` shows
   * it read-only (the file, or the reader's edits), or the editor replaces it.
   */
  sourceView: (codeBlock: (code: string) => ReactNode) => ReactNode;
}

/**
 * Makes a live example editable in place. Until the reader clicks Edit this
 * is a button and some state; the editor and compiler load on that click.
 */
export function useEditableExample({
  src,
  source,
  version,
}: Options): EditableExample {
  const [editing, setEditing] = useState(false);
  const [code, setCode] = useState(source);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const fileName = src.split('/').pop() ?? src;
  const edited = code !== source;

  const onProblem = useCallback((next: string | null) => setProblem(next), []);
  const onChange = useCallback((next: string) => {
    setCode(next);
    setNotice('');
  }, []);

  const toggle = () => {
    if (!editing) {
      // Start both downloads at once (lazy() reuses them); a failure is
      // reported by the error boundaries below.
      loadEditor().catch(() => undefined);
      loadCompiler().catch(() => undefined);
    }
    setEditing(!editing);
    setNotice('');
  };
  const reset = () => {
    setCode(source);
    setProblem(null);
    setNotice(`Restored ${fileName}.`);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setNotice('Copied the code in the editor.');
    } catch {
      setNotice('Could not copy: select the code and copy it by hand.');
    }
  };

  const preview = (original: ReactNode) =>
    edited ? (
      <ErrorBoundary fallback={failedToLoad}>
        <Suspense fallback={original}>
          <EditedPreview
            code={code}
            originalSource={source}
            version={version}
            original={original}
            onProblem={onProblem}
          />
        </Suspense>
      </ErrorBoundary>
    ) : (
      original
    );

  const sourceView = (codeBlock: (shown: string) => ReactNode) => (
    <>
      <div className={styles.toolbar}>
        <button
          ref={editButton}
          type="button"
          className={clsx(styles.button, editing && styles.pressed)}
          aria-pressed={editing}
          aria-label={`Edit ${fileName}`}
          onClick={toggle}>
          Edit
        </button>
        {(editing || edited) && (
          <>
            <button
              type="button"
              className={styles.button}
              aria-label={`Reset ${fileName}`}
              onClick={reset}>
              Reset
            </button>
            <button
              type="button"
              className={styles.button}
              aria-label="Copy the code in the editor"
              onClick={copy}>
              Copy
            </button>
          </>
        )}
        <span id={hintId} className={styles.hint} hidden={!editing}>
          Tab indents, Escape leaves the editor. The calendar follows your code.
        </span>
        <span role="status" className={styles.notice}>
          {notice}
        </span>
      </div>
      {edited && problem && (
        <pre
          role="status"
          className={styles.problem}
          data-testid="example-problem">
          {problem}
        </pre>
      )}
      {editing ? (
        <ErrorBoundary fallback={failedToLoad}>
          <Suspense fallback={codeBlock(code)}>
            <SourceEditor
              value={code}
              onChange={onChange}
              label={`Code of ${fileName}`}
              describedBy={hintId}
              escapeTo={editButton}
            />
          </Suspense>
        </ErrorBoundary>
      ) : (
        codeBlock(code)
      )}
    </>
  );

  return {editing, preview, sourceView};
}
