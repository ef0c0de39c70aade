import type {BuildOptions} from 'esbuild';

/**
 * How the unit tests bundle code a reader copies (page snippets, sandbox
 * projects): for the browser, in memory, with React's automatic JSX runtime
 * and production React, as an app's bundler would. Each test bundles all
 * its cases as the entries of one build, so the packages they share are
 * parsed once; splitting puts that shared code in chunks, a fraction of the
 * output to write, and leaves the import graph (the metafile) as it is.
 */
export const BROWSER_BUNDLE = {
  bundle: true,
  write: false,
  jsx: 'automatic',
  format: 'esm',
  platform: 'browser',
  logLevel: 'silent',
  define: {'process.env.NODE_ENV': '"production"'},
  splitting: true,
  metafile: true,
} as const satisfies BuildOptions;
