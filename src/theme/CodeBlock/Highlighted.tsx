/*
 * The stock CodeBlock with Prism's extra languages registered: what a code
 * block renders once live. Its own chunk, so Prism loads after hydration,
 * when the first code block goes live, rather than with every page.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

// theme-classic's own client module does this in the main bundle; the
// prism-languages plugin empties it.
prismIncludeLanguages(Prism);

export default CodeBlock;
