import {
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
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

/**
 * Layout and colours from Infima's variables, so the editor follows the
 * site's light and dark modes (token colours: styles.module.css).
 */
const infimaTheme = EditorView.theme({
  '&': {
    maxHeight: '36rem',
    backgroundColor: 'var(--ifm-background-surface-color)',
    color: 'var(--ifm-font-color-base)',
    fontSize: 'var(--ifm-code-font-size)',
  },
  '&.cm-focused': {
    outline: '2px solid var(--ifm-color-primary)',
    outlineOffset: '-2px',
  },
  '.cm-scroller': {
    fontFamily: 'var(--ifm-font-family-monospace)',
    lineHeight: 'var(--ifm-pre-line-height)',
  },
  '.cm-content': {
    padding: '0.75rem 0',
    caretColor: 'var(--ifm-font-color-base)',
  },
  '.cm-line': {padding: '0 1rem 0 0.75rem'},
  '.cm-cursor, .cm-dropCursor': {
    borderLeftColor: 'var(--ifm-font-color-base)',
  },
  '.cm-gutters': {
    backgroundColor: 'var(--ifm-background-surface-color)',
    color: 'var(--ifm-color-emphasis-700)',
    borderRight: '1px solid var(--ifm-color-emphasis-300)',
  },
  '.cm-lineNumbers .cm-gutterElement': {padding: '0 0.5rem 0 0.75rem'},
  '.cm-activeLine': {backgroundColor: 'var(--ifm-color-emphasis-100)'},
  '.cm-activeLineGutter': {
    backgroundColor: 'var(--ifm-color-emphasis-100)',
    color: 'var(--ifm-font-color-base)',
  },
  '.cm-selectionBackground, &.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground':
    {backgroundColor: 'var(--ifm-color-emphasis-300)'},
  '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': {
    backgroundColor: 'var(--ifm-color-emphasis-200)',
    outline: '1px solid var(--ifm-color-emphasis-600)',
  },
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
  // The editor is created once; it calls the latest onChange.
  useLayoutEffect(() => {
    changed.current = onChange;
  });

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
          // The TSX grammar alone: `javascript()` would also switch on
          // completion pop-ups and snippets, which this editor does not offer.
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
          infimaTheme,
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
