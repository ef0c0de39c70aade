/*
 * Wraps the stock CodeBlock (Docusaurus 3.8.1) in a LiveIsland. Its
 * pre-rendered HTML is already highlighted; hydrating it would tokenize
 * every block again with Prism and measure each one for the word-wrap
 * button, on a phone the largest part of a guide page's start-up time.
 * The block goes live (copy and wrap buttons) when it nears the viewport,
 * and only then loads Prism (./Highlighted). A block mounted by client-side
 * navigation shows its plain text until Prism has loaded.
 */
import {lazy, type ComponentType, type ReactNode} from 'react';
import PlainCodeBlock from '@theme/CodeBlock/Content/Element';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

import LiveIsland from '@site/src/components/LiveIsland';

type Props = WrapperProps<typeof CodeBlockType>;

const HighlightedCodeBlock = lazy<ComponentType<Props>>(
  () => import('./Highlighted'),
);

export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <LiveIsland
      fallback={
        <PlainCodeBlock className={props.className}>
          {props.children}
        </PlainCodeBlock>
      }>
      <HighlightedCodeBlock {...props} />
    </LiveIsland>
  );
}
