import {createRequire} from 'node:module';
import {join} from 'node:path';
import * as esbuild from 'esbuild';

import type {DocVersion} from '../../src/data/docVersions';

/**
 * Renders an example's default export to HTML with react-dom/server, as the
 * site's build pre-renders it: the example bundled (its CSS modules give
 * class names), its packages required from the site's node_modules, the
 * version's package under the name the example imports. Rejects with what
 * React logged as an error while rendering, or with what it threw.
 */
export async function renderExample(
  siteDir: string,
  example: string,
  version: DocVersion,
): Promise<string> {
  const {outputFiles} = await esbuild.build({
    entryPoints: [join(siteDir, example)],
    bundle: true,
    write: false,
    outdir: join(siteDir, '.check'),
    format: 'cjs',
    platform: 'node',
    jsx: 'automatic',
    packages: 'external',
    alias:
      version.packageName === 'react-day-picker'
        ? {}
        : {'react-day-picker': version.packageName},
    logLevel: 'silent',
  });
  const code = outputFiles!.find((file) => file.path.endsWith('.js'))!.text;
  const require = createRequire(join(siteDir, 'package.json'));
  const module: {exports: {default?: unknown}} = {exports: {}};
  new Function('module', 'exports', 'require', code)(
    module,
    module.exports,
    require,
  );
  const Example = module.exports.default;
  if (typeof Example !== 'function') {
    throw new Error(`${example} has no default export to render.`);
  }
  const {createElement} = require('react') as typeof import('react');
  const {renderToString} =
    require('react-dom/server') as typeof import('react-dom/server');
  const logged: string[] = [];
  const error = console.error;
  console.error = (...args: unknown[]) =>
    logged.push(args.map(String).join(' '));
  try {
    const html = renderToString(
      createElement(Example as () => React.ReactNode),
    );
    if (logged.length > 0) {
      throw new Error(
        `React logged while rendering ${example}:\n${logged.join('\n')}`,
      );
    }
    return html;
  } finally {
    console.error = error;
  }
}
