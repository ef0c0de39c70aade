import {
  Fragment,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import clsx from 'clsx';

import type {DocVersionId} from '../../data/docVersions';
import LanguageSwitch, {
  useExampleLanguage,
  type ExampleLanguage,
} from '../ExampleLanguage';
import {holdOtherTabsChoice} from '../ExampleLanguage/store';
import {javascriptPath} from '../../data/exampleLanguage';
import {liveCode} from '../LiveIsland/liveCode';
import OpenInSandbox from '../OpenInSandbox';
import {keepEdits, readKeptEdits} from './keptEdits';
import styles from './styles.module.css';

// The editor (CodeMirror) and the compiler (sucrase and the modules edited
// code may import) load in chunks of their own on the first click of Edit:
// no page pays for them before. A chunk that fails to load is loaded again
// on the next try (React.lazy would keep the failure for the whole visit).
const editor = liveCode(
  () => import(/* webpackChunkName: "example-editor" */ './SourceEditor'),
);
const compiler = liveCode(
  () => import(/* webpackChunkName: "example-compiler" */ './EditedPreview'),
);
const SourceEditor = editor.Component;
const EditedPreview = compiler.Component;

/** Starts both downloads at once; the error boundaries report a failure. */
function loadEditing() {
  editor.load().catch(() => undefined);
  compiler.load().catch(() => undefined);
}

/** A chunk of the editor failed to load (offline, or a new deployment). */
function failedToLoad({
  error,
  tryAgain,
}: {
  error: Error;
  tryAgain: () => void;
}): ReactNode {
  return (
    <p role="alert" className={styles.problem}>
      The editor could not load ({error.message}).{' '}
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          loadEditing();
          tryAgain();
        }}>
        Try again
      </button>
    </p>
  );
}

export interface Options {
  /** The example's path, e.g. "examples/Basic.tsx". */
  src: string;
  /** The file's exact text. */
  source: string;
  /** The JavaScript generated from it at build time. */
  javascript: string;
  version: DocVersionId;
  /** The CSS modules it imports (path and text), for the full project. */
  stylesheets: readonly {src: string; source: string}[];
}

/** What the code block shows: a file's text, in its language, under its path. */
export interface ShownCode {
  code: string;
  language: ExampleLanguage;
  /** `examples/Basic.tsx`, or `examples/Basic.jsx` in JavaScript. */
  path: string;
}

export interface EditableExample {
  /** The reader has opened the editor (the calendar must be live). */
  editing: boolean;
  /** What the live frame shows: `original` until the code is edited. */
  preview: (original: ReactNode) => ReactNode;
  /**
   * The language switch, the Edit / Reset / Copy / Open buttons, then the
   * code: `codeBlock(shown)` shows it read-only (the file, or the reader's
   * edits), or the editor replaces it.
   */
  sourceView: (codeBlock: (shown: ShownCode) => ReactNode) => ReactNode;
}

const LANGUAGE_NAMES: Record<ExampleLanguage, string> = {
  ts: 'TypeScript',
  js: 'JavaScript',
};

/**
 * Makes a live example editable in place. Until the reader clicks Edit this
 * is a button and some state; the editor and compiler load on that click.
 */
export function useEditableExample({
  src,
  source,
  javascript,
  version,
  stylesheets,
}: Options): EditableExample {
  const language = useExampleLanguage();
  const other: ExampleLanguage = language === 'ts' ? 'js' : 'ts';
  const originals: Record<ExampleLanguage, string> = {
    ts: source,
    js: javascript,
  };
  const paths: Record<ExampleLanguage, string> = {
    ts: src,
    js: javascriptPath(src),
  };
  // Each language keeps its own edits: switching shows the other file and
  // switching back finds the edits where the reader left them.
  const [codes, setCodes] = useState(originals);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // Edits kept from earlier in the visit (./keptEdits), offered, not run:
  // code that froze or left the page would otherwise do it again on every
  // load. Only Restore runs them.
  const [kept, setKept] = useState<Partial<
    Record<ExampleLanguage, string>
  > | null>(null);
  // Whether the reader has changed the codes on this page: until then the
  // kept edits stay in storage as they are.
  const changed = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const code = codes[language];
  const fileName = paths[language].split('/').pop() ?? src;
  const edited = code !== originals[language];
  const otherEdited = codes[other] !== originals[other];

  // The offer shows after hydration, which must render the page as
  // pre-rendered, in a transition.
  useEffect(() => {
    const earlier = readKeptEdits(src, source);
    if (Object.keys(earlier).length > 0) {
      startTransition(() => setKept(earlier));
    }
  }, [src, source]);
  useEffect(() => {
    if (changed.current) {
      keepEdits(src, source, codes, {ts: source, js: javascript});
    }
  }, [src, source, javascript, codes]);

  // While the editor is open, another tab's TS / JS choice waits.
  useEffect(() => (editing ? holdOtherTabsChoice() : undefined), [editing]);

  // The height of the code as pre-rendered (TypeScript), kept while it shows
  // the shorter JavaScript: choosing JS moves nothing below it. Set on the
  // element before paint rather than through state: a state update in a
  // layout effect is synchronous, and on the first one, right after
  // hydration, it re-rendered every example of the page in one long task.
  const stack = useRef<HTMLDivElement>(null);
  const tsHeight = useRef<number>(undefined);
  useLayoutEffect(() => {
    const element = stack.current;
    if (!element) {
      return;
    }
    if (language === 'ts') {
      element.style.minHeight = '';
      tsHeight.current = element.getBoundingClientRect().height;
    } else if (tsHeight.current !== undefined) {
      element.style.minHeight = `${tsHeight.current}px`;
    }
  }, [language, editing]);

  const change = (update: (previous: typeof codes) => typeof codes) => {
    changed.current = true;
    setCodes(update);
  };
  // New edits replace the kept ones in storage: the offer goes with them.
  const onChange = (next: string) => {
    change((previous) => ({...previous, [language]: next}));
    setKept(null);
    setNotice('');
  };

  const toggle = () => {
    if (!editing) {
      loadEditing();
    }
    setEditing(!editing);
    setNotice('');
  };
  const restore = () => {
    change((previous) => ({...previous, ...kept}));
    setKept(null);
    loadEditing();
    setEditing(true);
    setNotice('Restored your edits.');
    editButton.current?.focus();
  };
  const discard = () => {
    keepEdits(src, source, originals, originals);
    setKept(null);
    setNotice('Discarded your earlier edits.');
    editButton.current?.focus();
  };
  const reset = () => {
    change((previous) => ({...previous, [language]: originals[language]}));
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
      // The compiler failed to load: say so, and keep the example's calendar.
      <ErrorBoundary
        fallback={(failure) => (
          <>
            {failedToLoad(failure)}
            {original}
          </>
        )}>
        <Suspense fallback={original}>
          <EditedPreview
            code={code}
            language={language}
            originalSource={source}
            version={version}
            original={original}
            onProblem={setProblem}
          />
        </Suspense>
      </ErrorBoundary>
    ) : (
      original
    );

  const sourceView = (codeBlock: (shown: ShownCode) => ReactNode) => {
    const current = {code, language, path: paths[language]};
    return (
      <>
        <div className={styles.toolbar}>
          <LanguageSwitch />
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
          <OpenInSandbox
            src={src}
            version={version}
            language={language}
            code={code}
            stylesheets={stylesheets}
            buttonClassName={styles.button}
          />
          <span id={hintId} className={styles.hint} hidden={!editing}>
            Tab indents, Escape leaves the editor. The calendar follows your
            code.
          </span>
          {otherEdited && (
            <span className={styles.hint}>
              Your {LANGUAGE_NAMES[other]} edits are kept: switch to{' '}
              {other.toUpperCase()} to see them.
            </span>
          )}
          <span role="status" className={styles.notice}>
            {notice}
          </span>
        </div>
        {kept && (
          <p role="status" className={styles.kept}>
            You have unsaved edits of this example.{' '}
            <button
              type="button"
              className={styles.button}
              aria-label={`Restore your edits of ${fileName}`}
              onClick={restore}>
              Restore
            </button>
            <button
              type="button"
              className={styles.button}
              aria-label={`Discard your edits of ${fileName}`}
              onClick={discard}>
              Discard
            </button>
          </p>
        )}
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
            <Suspense fallback={codeBlock(current)}>
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
          <div ref={stack} className={styles.stack}>
            {/* A new block per language: the pre-rendered one keeps its
                static HTML until the pointer reaches it (theme/CodeBlock). */}
            <Fragment key={language}>{codeBlock(current)}</Fragment>
          </div>
        )}
      </>
    );
  };

  return {editing, preview, sourceView};
}
