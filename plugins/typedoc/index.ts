import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';

import {DOC_VERSIONS, type DocVersion} from '../../src/data/docVersions';
import {typedocSource, typedocTsconfig} from '../shared/docVersions';
import {typedocModelFile} from './model';

const sharedOptions = {
  readme: 'none',
  disableSources: true,
  excludePrivate: true,
  excludeInternal: true,
  hideBreadcrumbs: true,
  hidePageHeader: true,
  parametersFormat: 'list',
  enumMembersFormat: 'list',
  useCodeBlocks: true,
  sanitizeComments: true,
  entryFileName: 'index.md',
  // The plugin swallows TypeDoc errors; treating warnings as errors at least
  // makes them visible in the log, and tests check the page set.
  logLevel: 'Warn',
  sidebar: {autoConfiguration: true, pretty: true},
  // Group by the package's own @group tags (DayPicker, Components, Hooks,
  // Formatters, Labels, Utilities). The only @category is date-fns'
  // "Locales" on the re-exported default locale, which would otherwise
  // split the index into "Locales" and "Other": drop it with TypeDoc's
  // default excluded tags.
  navigation: {includeGroups: true, includeCategories: false},
  groupOrder: [
    'DayPicker',
    'Components',
    'Hooks',
    'Classes',
    'Formatters',
    'Labels',
    'Utilities',
    'Functions',
    'Interfaces',
    'Type Aliases',
    'Enumerations',
    'Variables',
    '*',
  ],
  excludeTags: [
    '@override',
    '@virtual',
    '@privateRemarks',
    '@satisfies',
    '@overload',
    '@inline',
    '@inlineType',
    '@category',
  ],
};

interface Options {
  id: string;
  version: DocVersion;
}

/**
 * docusaurus-plugin-typedoc for one documented version: writes the tsconfig
 * TypeDoc compiles that version's bundled declarations with into the
 * generated-files folder, then lets the plugin write Markdown into the
 * version's docs tree (git-ignored, regenerated on every build) and, in the
 * same run, TypeDoc's JSON model beside the tsconfig, which `<Prop>` links
 * and the reference tables read (model.ts).
 */
async function apiReferencePlugin(
  context: LoadContext,
  options: unknown,
): Promise<Plugin> {
  const {id, version} = options as Options;
  const {entryPoint, out} = typedocSource(version);
  const entryPointFile = join(context.siteDir, entryPoint);
  const tsconfig = join(context.generatedFilesDir, 'typedoc', `${id}.json`);
  mkdirSync(join(context.generatedFilesDir, 'typedoc'), {recursive: true});
  writeFileSync(
    tsconfig,
    `${JSON.stringify(typedocTsconfig(entryPointFile), null, 2)}\n`,
  );
  const {default: typedocPlugin} = await import('docusaurus-plugin-typedoc');
  return typedocPlugin(context, {
    ...sharedOptions,
    id,
    tsconfig,
    entryPoints: [entryPointFile],
    out: join(context.siteDir, out),
    json: typedocModelFile(context.siteDir, version),
  } as never) as Promise<Plugin>;
}

/** One API reference per documented version (src/data/docVersions.ts). */
export function typedocPlugins(
  registry: readonly DocVersion[] = DOC_VERSIONS,
): PluginConfig[] {
  return registry.map((version) => [
    apiReferencePlugin,
    {id: typedocSource(version).id, version},
  ]);
}
