/*
 * Wraps the stock CodeBlock (Docusaurus 3.8.1) in a LiveIsland. Its
 * pre-rendered HTML is already highlighted; hydrating it would tokenize
 * every block again with Prism and measure each one for the word-wrap
 * button, on a phone the largest part of a guide page's start-up time.
 * The pre-rendered colours are the default colour mode's: in that mode a
 * block goes live (copy and wrap buttons) only when the pointer enters it
 * or it is used; in the other mode, as soon as it nears the viewport, to
 * take that mode's colours. Going live loads Prism (./Highlighted); a block
 * mounted by client-side navigation shows its plain text until then, in the
 * same layout (./Plain).
 */
import type {ReactNode} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {parseCodeBlockTitle} from '@docusaurus/theme-common/internal';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

import LiveIsland from '@site/src/components/LiveIsland';
import {liveCode} from '@site/src/components/LiveIsland/liveCode';
import PlainCodeBlock from './Plain';

type Props = WrapperProps<typeof CodeBlockType>;

const highlighted = liveCode<Props>(() => import('./Highlighted'));
const HighlightedCodeBlock = highlighted.Component;

export default function CodeBlockWrapper(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  return (
    <LiveIsland
      when={colorMode === defaultMode ? 'interaction' : 'visible'}
      code={highlighted}
      fallback={
        <PlainCodeBlock
          className={props.className}
          // The stock block's order: a title in the fence first.
          title={parseCodeBlockTitle(props.metastring) || props.title}>
          {props.children}
        </PlainCodeBlock>
      }>
      <HighlightedCodeBlock {...props} />
    </LiveIsland>
  );
}
