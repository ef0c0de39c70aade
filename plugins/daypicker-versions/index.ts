import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {
  aliasedVersions,
  LIBRARY_PACKAGE,
  stylesheetModule,
  stylesheetScope,
} from '../shared/docVersions';
import {scopeStylesheet} from './scopeStylesheet';

/**
 * Every documented version ships a stylesheet with the same class names, and
 * Docusaurus concatenates all CSS into one file. Each is therefore loaded
 * scoped to the frames that render that version (`data-rdp-version="v9"`),
 * so none restyles another nor anything else on the site.
 */
export const STYLESHEETS = DOC_VERSIONS.map((version) => ({
  id: version.id,
  scope: stylesheetScope(version),
  file: stylesheetModule(version),
}));

/**
 * Lets every documented version live on one site: scoped stylesheets for
 * each, and "react-day-picker" resolved to a version's npm alias inside its
 * examples folder (examples-v8/ → react-day-picker-v8), so the code readers
 * copy is exactly what an app on that version imports.
 */
export default function daypickerVersionsPlugin(context: LoadContext): Plugin {
  const outDir = join(context.generatedFilesDir, 'daypicker-styles');
  mkdirSync(outDir, {recursive: true});
  const modules = STYLESHEETS.map(({id, scope, file}) => {
    const css = readFileSync(
      join(context.siteDir, 'node_modules', file),
      'utf8',
    );
    const out = join(outDir, `daypicker-${id}.css`);
    writeFileSync(out, scopeStylesheet(css, scope));
    return out;
  });
  // Pages embed their examples' source when their MDX compiles, which the
  // persistent cache keys on the MDX file alone: an edited example must
  // evict it, or a cached build shows the old source next to the new code.
  const exampleDirs = DOC_VERSIONS.map((version) =>
    join(context.siteDir, version.examplesDir),
  );
  // Docusaurus 3.9 renamed `future.experimental_faster` to `future.faster`.
  const {faster = context.siteConfig.future.experimental_faster} = context
    .siteConfig.future as {faster?: {rspackPersistentCache: boolean}};
  const persistentCache =
    faster.rspackPersistentCache && !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  return {
    name: 'daypicker-versions',
    getClientModules: () => modules,
    configureWebpack: () => ({
      ...(persistentCache && {
        experiments: {
          cache: {type: 'persistent', buildDependencies: exampleDirs},
        },
      }),
      module: {
        rules: aliasedVersions(DOC_VERSIONS).map((version) => ({
          include: join(context.siteDir, version.examplesDir),
          resolve: {
            alias: {
              [`${LIBRARY_PACKAGE}$`]: join(
                context.siteDir,
                'node_modules',
                version.packageName,
              ),
            },
          },
        })),
      },
    }),
  };
}
