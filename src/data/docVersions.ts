/**
 * The one list of documented DayPicker versions. Everything that needs to
 * know which versions exist — the docs plugin's versions, TypeDoc, the
 * scoped stylesheets, example folders, `<Prop>` links, search, tests —
 * reads it from here. Pure data, so both the build (plugins/) and the
 * browser (src/) can import it.
 *
 * Adding a major version: see "Release a 9.x" in README.md (a new major).
 */
export interface DocVersion {
  /** The one spelling of a version across the site: `v9`, `v8`. */
  readonly id: `v${number}`;
  readonly major: number;
  /** The library version these docs describe; the build checks it is installed. */
  readonly documentedVersion: string;
  /** npm name the site installs it under (an alias for older majors). */
  readonly packageName: string;
  /** Docusaurus' name for the version: `current`, or the versions.json entry. */
  readonly docsPluginVersion: string;
  /** Where its Markdown lives, relative to the site. */
  readonly docsDir: string;
  /** URL prefix of its pages: '' for the current version. */
  readonly urlBase: string;
  /** Folder of its live examples, relative to the site. */
  readonly examplesDir: string;
  /** Bundled type declarations TypeDoc and the fact tests read, inside the package. */
  readonly typesEntry: string;
  /**
   * Interfaces whose members are DayPicker's props, most general first: a
   * `<Prop>` documented on several links to the first that has it.
   */
  readonly propsInterfaces: readonly string[];
  /** The package's stylesheet, inside the package. */
  readonly stylesheet: string;
  /** Shown next to the version dropdown; `unmaintained` for older majors. */
  readonly banner: 'none' | 'unmaintained';
}

export const DOC_VERSIONS = [
  {
    id: 'v9',
    major: 9,
    documentedVersion: '9.11.0',
    packageName: 'react-day-picker',
    docsPluginVersion: 'current',
    docsDir: 'docs',
    urlBase: '',
    examplesDir: 'examples',
    typesEntry: 'dist/esm/index.d.ts',
    propsInterfaces: [
      'PropsBase',
      'PropsSingle',
      'PropsMulti',
      'PropsRange',
      'PropsSingleRequired',
      'PropsMultiRequired',
      'PropsRangeRequired',
    ],
    stylesheet: 'src/style.css',
    banner: 'none',
  },
  {
    id: 'v8',
    major: 8,
    documentedVersion: '8.10.1',
    packageName: 'react-day-picker-v8',
    docsPluginVersion: '8.10.1',
    docsDir: 'versioned_docs/version-8.10.1',
    urlBase: '/v8',
    examplesDir: 'examples-v8',
    typesEntry: 'dist/index.d.ts',
    propsInterfaces: [
      'DayPickerBase',
      'DayPickerSingleProps',
      'DayPickerMultipleProps',
      'DayPickerRangeProps',
      'DayPickerDefaultProps',
    ],
    stylesheet: 'dist/style.css',
    banner: 'unmaintained',
  },
] as const satisfies readonly DocVersion[];

export type DocVersionId = (typeof DOC_VERSIONS)[number]['id'];

/** The version served at the site root: the first entry. */
export const CURRENT_VERSION = DOC_VERSIONS[0];

export function docVersion(id: DocVersionId): DocVersion {
  const found = DOC_VERSIONS.find((version) => version.id === id);
  if (!found) {
    throw new Error(`Unknown docs version "${id}".`);
  }
  return found;
}
