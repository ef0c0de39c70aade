import {
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import CodeBlock from '@theme/CodeBlock';
import clsx from 'clsx';

import type {DocVersionId} from '../../data/docVersions';
import DayPickerFrame from '../DayPickerFrame';
import {useEditableExample} from '../ExampleEditor';
import LiveIsland from '../LiveIsland';
import {liveCodeOf} from '../LiveIsland/liveCode';
import styles from './styles.module.css';

export interface Props {
  /** Path of the example file, shown as the code block's title. */
  src: string;
  /** Injected by plugins/remark-example: loads the example file. */
  load: () => Promise<{default: ComponentType}>;
  /** Injected by plugins/remark-example: the file's exact text. */
  source: string;
  /** Injected by plugins/remark-example: the JavaScript generated from it. */
  javascript: string;
  /** Injected by plugins/remark-example: which DayPicker stylesheet applies. */
  version: DocVersionId;
  /**
   * Injected by plugins/remark-example: the CSS modules the example imports
   * (path and exact text), shown after its code so a reader can copy both.
   */
  stylesheets?: readonly {src: string; source: string}[];
  /** Lets a wide example (several months) use the full content width. */
  wide?: boolean;
  /** See DayPickerFrame: for an example with a fixed month about its height. */
  naturalHeight?: boolean;
}

function ExampleCrashed({error}: {error: Error}): ReactNode {
  return (
    <p role="alert" className={styles.crashed}>
      This example failed to render: {error.message}
    </p>
  );
}

/**
 * DayPicker 9 renders its navigation as `<nav aria-label="">` (labelNav()
 * returns ""), so a page with several calendars has several unnamed
 * navigation landmarks that screen-reader users cannot tell apart. Name the
 * ones in this frame after the example; React leaves the attribute alone
 * while the library keeps passing "".
 */
function useUniqueNavigationNames(
  frame: RefObject<HTMLDivElement | null>,
  name: string,
) {
  useEffect(() => {
    const root = frame.current;
    if (!root) {
      return undefined;
    }
    const nameUnnamed = () =>
      root
        .querySelectorAll('nav[aria-label=""]')
        .forEach((nav) => nav.setAttribute('aria-label', name));
    nameUnnamed();
    const observer = new MutationObserver(nameUnnamed);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    return () => observer.disconnect();
  }, [frame, name]);
}

/**
 * A live example and its source. The calendar is pre-rendered, so it shows
 * at once (and without JavaScript); it shows the reader's month and today's
 * date once it goes live near the viewport (see LiveIsland). Its code, with
 * the DayPicker build it uses, loads in its own chunk at that moment.
 */
export default function Example({
  src,
  load,
  source,
  javascript,
  version,
  stylesheets = [],
  wide = false,
  naturalHeight = false,
}: Props): ReactNode {
  const liveExample = liveCodeOf(src, load);
  const LiveExample = liveExample.Component;
  const fileName = src.split('/').pop();
  const frame = useRef<HTMLDivElement>(null);
  useUniqueNavigationNames(frame, `Month navigation: ${fileName}`);
  const editable = useEditableExample({
    src,
    source,
    javascript,
    version,
    stylesheets,
  });
  const placeholder = <div className={styles.placeholder} />;
  return (
    <figure className={styles.example} data-example={src}>
      <DayPickerFrame
        ref={frame}
        className={clsx(styles.preview, wide && styles.wide)}
        version={version}
        naturalHeight={naturalHeight}
        aria-label={`Live example: ${fileName}`}
        role="group">
        <LiveIsland
          fallback={placeholder}
          forceLive={editable.editing}
          code={liveExample}>
          {editable.preview(
            <ErrorBoundary fallback={ExampleCrashed}>
              <LiveExample />
            </ErrorBoundary>,
          )}
        </LiveIsland>
      </DayPickerFrame>
      {editable.sourceView(({code, language, path}) => (
        <CodeBlock
          language={language === 'ts' ? 'tsx' : 'jsx'}
          title={path}
          className={styles.source}>
          {code}
        </CodeBlock>
      ))}
      {stylesheets.map((stylesheet) => (
        <CodeBlock
          key={stylesheet.src}
          language="css"
          title={stylesheet.src}
          className={styles.stylesheet}>
          {stylesheet.source}
        </CodeBlock>
      ))}
    </figure>
  );
}
