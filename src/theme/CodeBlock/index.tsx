/*
 * Wraps the stock CodeBlock (Docusaurus 3.8.1) in a LiveIsland. Its
 * pre-rendered HTML is already highlighted; hydrating it would tokenize
 * every block again with Prism and measure each one for the word-wrap
 * button, on a phone the largest part of a guide page's start-up time.
 * The pre-rendered colours are the default colour mode's: in that mode a
 * block goes live (copy and wrap buttons) only when the pointer enters it
 * or it is used; in the other mode, as soon as it nears the viewport, to
 * take that mode's colours. Going live loads Prism (./Highlighted); a block
 * mounted by client-side navigation shows its plain text until then.
 */
import {lazy, type ComponentType, type ReactNode} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import PlainCodeBlock from '@theme/CodeBlock/Content/Element';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

import LiveIsland from '@site/src/components/LiveIsland';

type Props = WrapperProps<typeof CodeBlockType>;

const HighlightedCodeBlock = lazy<ComponentType<Props>>(
  () => import('./Highlighted'),
);

export default function CodeBlockWrapper(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  return (
    <LiveIsland
      when={colorMode === defaultMode ? 'interaction' : 'visible'}
      fallback={
        <PlainCodeBlock className={props.className}>
          {props.children}
        </PlainCodeBlock>
      }>
      <HighlightedCodeBlock {...props} />
    </LiveIsland>
  );
}
