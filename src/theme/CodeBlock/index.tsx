/*
 * Wraps the stock CodeBlock (Docusaurus 3.8.1) in a LiveIsland. Its
 * pre-rendered HTML is already highlighted; hydrating it would tokenize
 * every block again with Prism and measure each one for the word-wrap
 * button, on a phone the largest part of a guide page's start-up time.
 * The block goes live (copy and wrap buttons) when it nears the viewport.
 */
import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

import LiveIsland from '@site/src/components/LiveIsland';

type Props = WrapperProps<typeof CodeBlockType>;

// theme-classic's own client module does this in the main bundle; the
// prism-languages plugin empties it.
prismIncludeLanguages(Prism);

export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <LiveIsland fallback={null}>
      <CodeBlock {...props} />
    </LiveIsland>
  );
}
