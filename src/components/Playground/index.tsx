import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import {generateCode} from './codegen';
import Controls from './Controls';
import IgnoredNotice from './IgnoredNotice';
import {OPTIONS} from './options';
import {DEFAULT_STATE, withOption} from './state';
import type {OptionKey, OptionValue, PlaygroundState} from './types';
import Preview from './Preview';
import {
  formatValue,
  parseQuery,
  serializeQuery,
  type IgnoredParam,
} from './query';
import styles from './styles.module.css';

/**
 * The interactive playground. Its state lives in React and is mirrored into
 * the URL query with history.replace: every toggle or keystroke would
 * otherwise add a history entry, and Back should leave the playground, not
 * undo options one by one. Navigations the playground did not make (a link
 * to another configuration, Back and Forward) are read back into the state.
 */
export default function Playground(): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const [initial] = useState(() => parseQuery(location.search));
  const [state, setState] = useState<PlaygroundState>(initial.state);
  // The state the next change builds on: the last one set, even before it
  // renders.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  // What the address asked for that could not be used, or what the last
  // change cleared (`cause`): never dropped without a word.
  const [notice, setNotice] = useState<{
    cause?: OptionKey;
    items: IgnoredParam[];
  }>({items: initial.ignored});

  // Back and forward navigation bring other options; the URL updates the
  // playground makes itself (REPLACE, below) already match the state.
  const [search, setSearch] = useState(location.search);
  if (location.search !== search) {
    setSearch(location.search);
    if (history.action !== 'REPLACE') {
      const parsed = parseQuery(location.search);
      setState(parsed.state);
      setNotice({items: parsed.ignored});
    }
  }

  // Compared with the query this render saw, not window.location: a
  // navigation that lands between this render and its effect must not be
  // overwritten with the state it has not been read into yet.
  useEffect(() => {
    const query = serializeQuery(state);
    const search = query ? `?${query}` : '';
    if (search !== location.search) {
      history.replace({
        pathname: location.pathname,
        search,
        hash: location.hash,
      });
    }
  }, [history, location.pathname, location.search, location.hash, state]);

  const code = useMemo(() => generateCode(state), [state]);
  // Below the theme's mobile breakpoint the options are a sheet along the
  // bottom of the screen (styles.module.css), closed at first: the calendar
  // and its code stay in view above it while the reader changes them.
  const [optionsOpen, setOptionsOpen] = useState(false);
  const optionsId = useId();
  const output = useRef<HTMLDivElement>(null);
  const toggleOptions = () => {
    const opening = !optionsOpen;
    setOptionsOpen(opening);
    // The open sheet covers the lower part of the screen: the calendar
    // moves up to stay above it, unless the reader has scrolled past it.
    const element = output.current;
    if (opening && element && element.getBoundingClientRect().top > 0) {
      element.scrollIntoView({block: 'start'});
    }
  };
  const change = (key: OptionKey, value: OptionValue) => {
    const current = latest.current;
    const {state: next, reset} = withOption(current, key, value);
    // Two fields can commit in one pass (drafts the last change allowed).
    latest.current = next;
    setState(next);
    if (reset.length > 0) {
      setNotice({
        cause: key,
        items: reset.map((item) => ({
          ...item,
          value: formatValue(current[item.key]),
        })),
      });
    }
  };

  return (
    <div className={styles.playground}>
      {notice.items.length > 0 && (
        <IgnoredNotice
          ignored={notice.items}
          cause={notice.cause && OPTIONS[notice.cause].label}
          onDismiss={() => setNotice({items: []})}
        />
      )}
      <form
        className={styles.controls}
        aria-label="DayPicker options"
        onSubmit={(event) => event.preventDefault()}>
        <button
          type="button"
          className={styles.sheetToggle}
          aria-expanded={optionsOpen}
          aria-controls={optionsId}
          onClick={toggleOptions}>
          Options
        </button>
        <div id={optionsId} className={styles.options} data-open={optionsOpen}>
          <Controls state={state} onChange={change} />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setState(DEFAULT_STATE);
              setNotice({items: []});
            }}>
            Reset all options
          </button>
        </div>
      </form>
      <div ref={output} className={styles.output}>
        <Preview state={state} />
        <section aria-labelledby="playground-code">
          <Heading as="h2" id="playground-code" className={styles.heading}>
            Code
          </Heading>
          <CodeBlock
            language="tsx"
            title="MyDatePicker.tsx"
            className={styles.code}>
            {code}
          </CodeBlock>
        </section>
      </div>
    </div>
  );
}
