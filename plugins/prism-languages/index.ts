import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * theme-classic registers `prism.additionalLanguages` from a client module,
 * which puts Prism and its languages into every page's main bundle and
 * evaluates them before hydration, though only a code block going live
 * needs them (pre-rendered blocks are already highlighted). This plugin
 * empties that module; `src/theme/CodeBlock/Highlighted` registers the
 * languages instead, in the chunk a code block loads when it goes live.
 */
export default function prismLanguagesPlugin(): Plugin {
  const clientModule = join(
    dirname(require.resolve('@docusaurus/theme-classic')),
    'prism-include-languages',
  );
  return {
    name: 'prism-languages',
    configureWebpack: () => ({
      resolve: {alias: {[`${clientModule}$`]: false}},
    }),
  };
}
