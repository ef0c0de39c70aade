import type {PluginConfig} from '@docusaurus/types';

/**
 * One docusaurus-plugin-typedoc instance per documented library version.
 * Each reads the installed package's bundled type declarations (see the
 * tsconfig beside each entry) and writes Markdown into the docs tree of its
 * version, where it is git-ignored and regenerated on every build.
 */
export const API_REFERENCE_SOURCES = [
  {
    id: 'api-v9',
    entryPoint: 'node_modules/react-day-picker/dist/esm/index.d.ts',
    tsconfig: 'typedoc/tsconfig.v9.json',
    out: 'docs/api',
  },
  {
    id: 'api-v8',
    entryPoint: 'node_modules/react-day-picker-v8/dist/index.d.ts',
    tsconfig: 'typedoc/tsconfig.v8.json',
    out: 'versioned_docs/version-8.10.1/api',
  },
] as const;

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

export function typedocPlugins(siteDir: string): PluginConfig[] {
  return API_REFERENCE_SOURCES.map(({id, entryPoint, tsconfig, out}) => [
    'docusaurus-plugin-typedoc',
    {
      ...sharedOptions,
      id,
      tsconfig: `${siteDir}/${tsconfig}`,
      entryPoints: [`${siteDir}/${entryPoint}`],
      out: `${siteDir}/${out}`,
    },
  ]);
}
