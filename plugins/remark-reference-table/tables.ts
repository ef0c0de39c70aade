import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

import type {DocVersion} from '../../src/data/docVersions';
import {correctedSummary} from '../corrected-descriptions/corrections';
import {typedocModel, type TypedocModel} from '../typedoc/model';
import {Declarations, type DocumentedMember} from './declarations';
import {
  componentDefaults,
  entryPoints,
  type EntryPoint,
  type PackageManifest,
} from './entryPoints';
import {cssVariables} from './stylesheet';

/** A piece of a table cell: plain text, code (optionally linked), or a doc comment's Markdown. */
export type Inline =
  | {kind: 'text'; value: string}
  | {kind: 'code'; value: string; url?: string}
  | {kind: 'markdown'; value: string};

export type Cell = Inline[];

export interface Table {
  /** Header cells, as inline Markdown. */
  columns: string[];
  rows: Cell[][];
}

export interface TableRequest {
  /** Names a table is limited to (the props of a `props` table). */
  names?: readonly string[];
}

const text = (value: string): Inline => ({kind: 'text', value});
const code = (value: string, url?: string): Inline =>
  url ? {kind: 'code', value, url} : {kind: 'code', value};
const markdown = (value: string): Inline => ({kind: 'markdown', value});

/** The first paragraph of a doc comment, on one line. */
export function summary(description: string): string {
  return (description.split(/\n\s*\n/)[0] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s+\*$/, '')
    .trim();
}

/** Members the package hides from its reference, or tells readers to stop using. */
function isRetired(member: DocumentedMember): boolean {
  return (
    'deprecated' in member.tags ||
    'ignore' in member.tags ||
    'private' in member.tags
  );
}

/**
 * Everything one documented version's tables read: its package, parsed
 * on first use and kept for the rest of the build.
 */
export class PackageFacts {
  private parsed: Declarations | undefined;
  private packageJson: PackageManifest | undefined;

  /** `packageDir`: the installed package of the version, unless a test passes another. */
  constructor(
    readonly siteDir: string,
    readonly version: DocVersion,
    readonly packageDir = join(siteDir, 'node_modules', version.packageName),
  ) {}

  get declarations(): Declarations {
    this.parsed ??= new Declarations(
      join(this.packageDir, this.version.typesEntry),
    );
    return this.parsed;
  }

  get manifest(): PackageManifest {
    this.packageJson ??= JSON.parse(
      readFileSync(join(this.packageDir, 'package.json'), 'utf8'),
    );
    return this.packageJson!;
  }

  /** The package's stylesheet text. */
  stylesheet(): string {
    return readFileSync(join(this.packageDir, this.version.stylesheet), 'utf8');
  }

  /** TypeDoc's model of the version: which pages and anchors its reference has. */
  get model(): TypedocModel {
    return typedocModel(this.siteDir, this.version);
  }

  /** The URL of a name's page in the API reference (or of a member's anchor on it), when it has one. */
  apiUrl(name: string, member?: string): string | undefined {
    return this.model.url(name, member);
  }

  /** The package's runtime module (CommonJS build), to call its own helpers. */
  runtime(): Record<string, unknown> {
    const require = createRequire(join(this.siteDir, 'package.json'));
    return require(this.version.packageName) as Record<string, unknown>;
  }

  /** The class name DayPicker gives an element, state or flag by default. */
  defaultClassNames(): Record<string, string> {
    const getDefaultClassNames = this.runtime().getDefaultClassNames;
    if (typeof getDefaultClassNames !== 'function') {
      throw new Error(
        `${this.version.packageName} exports no getDefaultClassNames(): its class names cannot be read.`,
      );
    }
    return getDefaultClassNames() as Record<string, string>;
  }

  entryPoints(): EntryPoint[] {
    return entryPoints(this.packageDir, this.manifest);
  }
}

/** An enum's members with the class name each value gets: `UI`, `DayFlag`, `SelectionState`. */
function enumTable(enumName: string, memberColumn: string) {
  return (facts: PackageFacts): Table => {
    const members = facts.declarations.enumMembers(enumName);
    if (members.length === 0) {
      return {columns: [], rows: []};
    }
    const classNames = facts.defaultClassNames();
    return {
      columns: [memberColumn, 'Class name', 'Description'],
      rows: members.map((member) => [
        [code(member.name, facts.apiUrl(enumName, member.name))],
        [code(classNames[member.value] ?? '')],
        [
          markdown(
            correctedSummary(
              facts.version.id,
              'member',
              `${enumName}.${member.name}`,
              summary(member.description),
            ),
          ),
        ],
      ]),
    };
  };
}

/** Props of DayPicker named by the page, with their type, default and doc comment. */
function propsTable(facts: PackageFacts, request: TableRequest): Table {
  const names = request.names ?? [];
  if (names.length === 0) {
    throw new Error(
      'a "props" table needs the names of its props: names="mode selected"',
    );
  }
  // The reference's own list, link and text; the declarations add what
  // TypeDoc's model does not keep as written: the type and the default tag.
  const documented = facts.model.props();
  const declared = facts.declarations.props(facts.version.propsInterfaces);
  return {
    columns: ['Prop', 'Type', 'Default', 'Description'],
    rows: names.map((name) => {
      const reference = documented.get(name);
      const prop = declared.get(name);
      if (!reference || !prop) {
        throw new Error(
          `DayPicker ${facts.version.id} has no prop named "${name}"`,
        );
      }
      const defaultValue = propDefault(prop);
      return [
        [code(name, reference.url)],
        [code(prop.type.replace(/ \| undefined$/, ''))],
        defaultValue ? [markdown(defaultValue)] : [text('—')],
        [
          markdown(
            correctedSummary(
              facts.version.id,
              'prop',
              name,
              summary(reference.description),
            ) ||
              (prop.tags.deprecated
                ? `Deprecated. ${summary(prop.tags.deprecated)}`
                : ''),
          ),
        ],
      ];
    }),
  };
}

/**
 * A prop's default, from its `@defaultValue` or `@default` tag, or from
 * its doc comment's own words ("`label`: … Default value.", "Default is …").
 */
export function propDefault(member: DocumentedMember): string | undefined {
  const tag = member.tags.defaultValue ?? member.tags.default;
  if (tag) {
    const value = summary(tag);
    return /`/.test(value) ? value : `\`${value}\``;
  }
  const listed = /^\s*-\s+`([^`]+)`:[^\n]*\bDefault value\b/m.exec(
    member.description,
  );
  if (listed) {
    return `\`"${listed[1]}"\``;
  }
  const sentence = /\bDefault (?:is|value is) ([^.\n]+(?:\.\d[^.\n]*)?)\./.exec(
    member.description,
  );
  return sentence ? sentence[1].trim() : undefined;
}

/** Members of a function map (`Formatters`, `Labels`) with their signatures. */
function functionsTable(typeName: string, column: string) {
  return (facts: PackageFacts): Table => {
    const members = facts.declarations
      .functionMembers(typeName)
      .filter((member) => !isRetired(member));
    const described = members.some((member) => member.description);
    return {
      columns: described
        ? [column, 'Signature', 'Description']
        : [column, 'Signature'],
      rows: members.map((member) => [
        [code(member.name, facts.apiUrl(member.name))],
        [code(member.signature)],
        ...(described ? [[markdown(summary(member.description))]] : []),
      ]),
    };
  };
}

function componentsTable(facts: PackageFacts): Table {
  const members = facts.declarations
    .componentMembers('CustomComponents')
    .filter((member) => !isRetired(member));
  return {
    columns: ['Key', 'Props type', 'Description'],
    rows: members.map((member) => [
      [code(member.name)],
      member.propsType
        ? [code(member.propsType, facts.apiUrl(member.propsType))]
        : [text('none')],
      [markdown(summary(member.description))],
    ]),
  };
}

function cssVariablesTable(facts: PackageFacts): Table {
  return {
    columns: ['Variable', 'Default', 'Description'],
    rows: cssVariables(facts.stylesheet()).map((variable) => [
      [code(variable.name)],
      [code(variable.value)],
      variable.description
        ? [
            markdown(
              correctedSummary(
                facts.version.id,
                'cssVariable',
                variable.name,
                variable.description,
              ),
            ),
          ]
        : [text('')],
    ]),
  };
}

/** `- \`latn\`: Latin (Western Arabic)` lines of a doc comment or declaration file. */
function numeralNames(source: string): Map<string, string> {
  return new Map(
    [...source.matchAll(/^\s*(?:\*\s*)?-\s+`(\w+)`:\s*(.+)$/gm)].map(
      (match) => [match[1], match[2].trim()],
    ),
  );
}

/** JavaScript files of an entry point: its own folder, or its one file at the package root. */
function entryFiles(
  packageDir: string,
  module: string,
  mainModule: string | undefined,
): string[] {
  if (
    !module.endsWith('/index.js') ||
    dirname(module) === dirname(mainModule ?? '')
  ) {
    return [join(packageDir, module)];
  }
  const folder = join(packageDir, dirname(module));
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(folder, file));
}

/**
 * The `Numerals` values, with the name the package gives each and how
 * digits are written: through `Intl.NumberFormat` (DayPicker's DateLib)
 * when the runtime knows the numbering system, or else only by the entry
 * points whose code handles that value itself (`geez`, in the Ethiopic
 * calendar).
 */
function numeralsTable(facts: PackageFacts): Table {
  const {values, description} = facts.declarations.stringUnion('Numerals');
  const supported = new Set(Intl.supportedValuesOf('numberingSystem'));
  const entries = facts.entryPoints();
  const names = numeralNames(description);
  const mainModule = entries.find(
    (entry) => entry.specifier === facts.manifest.name,
  )?.module;
  for (const entry of entries) {
    if (entry.types) {
      for (const [value, name] of numeralNames(
        readFileSync(join(facts.packageDir, entry.types), 'utf8'),
      )) {
        if (!names.has(value)) {
          names.set(value, name);
        }
      }
    }
  }
  return {
    columns: ['Value', 'Numeral system', 'Digits written by'],
    rows: values.map((value) => {
      if (supported.has(value)) {
        return [
          [code(value)],
          [text(names.get(value) ?? '')],
          [code('Intl.NumberFormat')],
        ];
      }
      const handledBy = entries.filter((entry) =>
        entryFiles(facts.packageDir, entry.module, mainModule).some((file) =>
          readFileSync(file, 'utf8').includes(`=== "${value}"`),
        ),
      );
      return [
        [code(value)],
        [text(names.get(value) ?? '')],
        handledBy.length > 0
          ? [
              text('only '),
              ...handledBy.flatMap((entry, index) => [
                ...(index > 0 ? [text(', ')] : []),
                code(entry.specifier),
              ]),
              markdown(
                `: \`Intl\` has no \`${value}\` numbering system, so other entry points write Latin digits`,
              ),
            ]
          : [
              markdown(
                `no entry point: \`Intl\` has no \`${value}\` numbering system, so digits stay Latin`,
              ),
            ],
      ];
    }),
  };
}

/** Entry points that export a `DayPicker` with defaults of their own: the calendars. */
function calendarsTable(facts: PackageFacts): Table {
  const rows: Cell[][] = [];
  for (const entry of facts.entryPoints()) {
    const defaults = componentDefaults(
      readFileSync(join(facts.packageDir, entry.module), 'utf8'),
    );
    if (defaults.size === 0) {
      continue;
    }
    const cell = (prop: string): Cell => {
      const value = defaults.get(prop);
      return value
        ? [code(value.replace(/^"(.*)"$/, '$1'))]
        : [text('not set')];
    };
    rows.push([
      [code(entry.specifier)],
      cell('locale'),
      cell('numerals'),
      cell('dir'),
    ]);
  }
  return {
    columns: [
      'Import from',
      'Default `locale`',
      'Default `numerals`',
      'Default `dir`',
    ],
    rows,
  };
}

export const TABLES: Record<
  string,
  (facts: PackageFacts, request: TableRequest) => Table
> = {
  uiElements: enumTable('UI', '`UI` member'),
  dayFlags: enumTable('DayFlag', '`DayFlag` member'),
  selectionStates: enumTable('SelectionState', '`SelectionState` member'),
  cssVariables: cssVariablesTable,
  components: componentsTable,
  formatters: functionsTable('Formatters', 'Formatter'),
  labels: functionsTable('Labels', 'Label'),
  numerals: numeralsTable,
  calendars: calendarsTable,
  props: propsTable,
};

/** Builds a named table; an unknown name or an empty table is an error. */
export function referenceTable(
  name: string,
  facts: PackageFacts,
  request: TableRequest = {},
): Table {
  const build = TABLES[name];
  if (!build) {
    throw new Error(
      `unknown reference table "${name}" (known: ${Object.keys(TABLES).join(', ')})`,
    );
  }
  const table = build(facts, request);
  if (table.rows.length === 0) {
    throw new Error(
      `the "${name}" table of DayPicker ${facts.version.id} is empty: the installed ${facts.version.packageName} has nothing to list`,
    );
  }
  return table;
}
