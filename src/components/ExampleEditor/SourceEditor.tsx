import {useEffect, useRef, type ReactNode, type RefObject} from 'react';
import {
  defaultKeymap,
  history,
  historyKeymap,
  indentWithTab,
} from '@codemirror/commands';
import {tsxLanguage} from '@codemirror/lang-javascript';
import {
  bracketMatching,
  indentOnInput,
  LanguageSupport,
  syntaxHighlighting,
} from '@codemirror/language';
import {EditorState} from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {classHighlighter} from '@lezer/highlight';

import styles from './styles.module.css';

export interface Props {
  /** The code to start from; later changes of this prop replace the text. */
  value: string;
  onChange: (code: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  /** Id of the text that explains the keys (Tab indents, Escape leaves). */
  describedBy: string;
  /** Where Escape moves the focus, so the editor never traps the keyboard. */
  escapeTo: RefObject<HTMLElement | null>;
}

/** Colours come from styles.module.css (Infima variables), not a JS theme. */
const layout = EditorView.theme({
  '&': {fontSize: 'var(--ifm-code-font-size)'},
  '.cm-content': {fontFamily: 'var(--ifm-font-family-monospace)'},
  '.cm-gutters': {fontFamily: 'var(--ifm-font-family-monospace)'},
});

/**
 * A CodeMirror 6 editor for an example's TSX: syntax highlighting,
 * auto-indentation, undo history, Tab to indent and Escape to leave.
 */
export default function SourceEditor({
  value,
  onChange,
  label,
  describedBy,
  escapeTo,
}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const parent = host.current;
    if (!parent) {
      return undefined;
    }
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(classHighlighter),
          // The TSX grammar alone: `javascript()` would add completions and
          // snippets, and double the chunk.
          new LanguageSupport(tsxLanguage),
          EditorState.tabSize.of(2),
          keymap.of([
            {
              key: 'Escape',
              run: () => {
                escapeTo.current?.focus();
                return true;
              },
            },
            ...defaultKeymap,
            ...historyKeymap,
            indentWithTab,
          ]),
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-describedby': describedBy,
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) {
              changed.current(update.state.doc.toString());
            }
          }),
          layout,
        ],
      }),
    });
    view.current = editor;
    editor.focus();
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; `value` changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Reset (or any outside change) replaces the text, as one undoable step.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({
        changes: {from: 0, to: editor.state.doc.length, insert: value},
      });
    }
  }, [value]);

  return <div ref={host} className={styles.editor} />;
}
