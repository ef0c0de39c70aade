import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';

import {DOC_VERSIONS, type DocVersion} from '../../src/data/docVersions';
import {
  buildCache,
  buildCacheDir,
  fileHashes,
  fileParts,
  filesUnder,
  hashOf,
} from '../shared/buildCache';
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
 * What TypeDoc's output depends on besides its options: the installed
 * packages (the declarations it reads, TypeDoc and its Markdown plugin) and
 * our patches to them. package.json holds TypeDoc options too.
 */
const TYPEDOC_INPUTS = ['package.json', 'package-lock.json', 'patches'];

/** What TypeDoc wrote: the Markdown tree and the JSON model. */
async function writtenFiles(
  siteDir: string,
  outDir: string,
  modelFile: string,
) {
  const files = (await filesUnder(outDir)).map((file) => join(outDir, file));
  return JSON.stringify(await fileHashes(siteDir, [...files, modelFile]));
}

/** Whether TypeDoc's files are all still there as written, and no other file is. */
async function asWritten(
  siteDir: string,
  outDir: string,
  modelFile: string,
  recorded: string,
): Promise<boolean> {
  try {
    return (await writtenFiles(siteDir, outDir, modelFile)) === recorded;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return false;
    }
    throw error;
  }
}

/**
 * docusaurus-plugin-typedoc for one documented version: writes the tsconfig
 * TypeDoc compiles that version's bundled declarations with into the
 * generated-files folder, then lets the plugin write Markdown into the
 * version's docs tree (git-ignored) and, in the same run, TypeDoc's JSON
 * model beside the tsconfig, which `<Prop>` links and the reference tables
 * read (model.ts).
 *
 * TypeDoc runs again only when its options or inputs changed, or its output
 * was touched: otherwise the files stay as they are, unwritten, so the
 * bundler's cache still knows them too.
 */
async function apiReferencePlugin(
  context: LoadContext,
  options: unknown,
): Promise<Plugin> {
  const {id, version} = options as Options;
  const {siteDir, generatedFilesDir} = context;
  const {entryPoint, out} = typedocSource(version);
  const entryPointFile = join(siteDir, entryPoint);
  const tsconfig = join(generatedFilesDir, 'typedoc', `${id}.json`);
  const tsconfigText = `${JSON.stringify(typedocTsconfig(entryPointFile), null, 2)}\n`;
  mkdirSync(join(generatedFilesDir, 'typedoc'), {recursive: true});
  writeFileSync(tsconfig, tsconfigText);
  const outDir = join(siteDir, out);
  const modelFile = typedocModelFile(siteDir, version);
  const typedocOptions = {
    ...sharedOptions,
    id,
    tsconfig,
    entryPoints: [entryPointFile],
    out: outDir,
    json: modelFile,
  };

  const cache = buildCache(buildCacheDir(siteDir, 'typedoc'));
  const key = hashOf([
    JSON.stringify(typedocOptions),
    tsconfigText,
    ...(await fileParts(siteDir, TYPEDOC_INPUTS)),
  ]);
  const recorded = await cache.read(key);
  if (
    !recorded ||
    !(await asWritten(siteDir, outDir, modelFile, String(recorded)))
  ) {
    // The plugin logs TypeDoc's errors without failing: a model written by
    // this run is the sign that the run finished.
    await rm(modelFile, {force: true});
    const {default: typedocPlugin} = await import('docusaurus-plugin-typedoc');
    await typedocPlugin(context, typedocOptions as never);
    if (!existsSync(modelFile)) {
      throw new Error(
        `TypeDoc did not finish the ${id} API reference: see its errors above.`,
      );
    }
    await cache.write(key, await writtenFiles(siteDir, outDir, modelFile));
  }
  // The package's plugin adds a `generate-typedoc` command, which looks for
  // plugin entries named by string and so never finds these.
  return {name: 'docusaurus-plugin-typedoc'};
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
