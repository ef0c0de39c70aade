import {lazy, Suspense, useState, type ComponentType, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import CodeBlock from '@theme/CodeBlock';
import clsx from 'clsx';

import DayPickerFrame from '../DayPickerFrame';
import styles from './styles.module.css';

export interface Props {
  /** Path of the example file, shown as the code block's title. */
  src: string;
  /** Injected by plugins/remark-examples: loads the example file. */
  load: () => Promise<{default: ComponentType}>;
  /** Injected by plugins/remark-examples: the file's exact text. */
  source: string;
  /** Injected by plugins/remark-examples: which DayPicker stylesheet applies. */
  version: 'v8' | 'v9';
  /** Lets a wide example (several months) use the full content width. */
  wide?: boolean;
}

function ExampleCrashed({error}: {error: Error}): ReactNode {
  return (
    <p role="alert" className={styles.crashed}>
      This example failed to render: {error.message}
    </p>
  );
}

/**
 * A live example and its source. The calendar renders in the browser only:
 * it shows the reader's current month and today's date, which a page built
 * on another day cannot know, so pre-rendering it would mismatch on hydration.
 * Its code (and the DayPicker build it uses) loads in its own chunk, so a
 * page with many examples is interactive before they arrive.
 */
export default function Example({src, load, source, version, wide = false}: Props): ReactNode {
  const [LiveExample] = useState(() => lazy(load));
  const fileName = src.split('/').pop();
  const placeholder = <div className={styles.placeholder} />;
  return (
    <figure className={styles.example} data-example={src}>
      <DayPickerFrame
        className={clsx(styles.preview, wide && styles.wide)}
        version={version === 'v8' ? '8' : '9'}
        aria-label={`Live example: ${fileName}`}
        role="group">
        <BrowserOnly fallback={placeholder}>
          {() => (
            <ErrorBoundary fallback={ExampleCrashed}>
              <Suspense fallback={placeholder}>
                <LiveExample />
              </Suspense>
            </ErrorBoundary>
          )}
        </BrowserOnly>
      </DayPickerFrame>
      <CodeBlock language="tsx" title={src} className={styles.source}>
        {source}
      </CodeBlock>
    </figure>
  );
}
