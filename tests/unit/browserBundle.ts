import type {BuildOptions} from 'esbuild';

/**
 * How the unit tests bundle code a reader copies (page snippets, sandbox
 * projects): for the browser, in memory, with React's automatic JSX runtime
 * and production React, as an app's bundler would.
 */
export const BROWSER_BUNDLE = {
  bundle: true,
  write: false,
  jsx: 'automatic',
  format: 'esm',
  platform: 'browser',
  logLevel: 'silent',
  define: {'process.env.NODE_ENV': '"production"'},
} as const satisfies BuildOptions;
