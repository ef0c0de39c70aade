/**
 * The upgrading guide (docs/upgrading.mdx) must name every part of the v8
 * API that breaks or is deprecated in v9, in one of its tables, next to what
 * to use instead. The names come from the installed packages' type
 * declarations (through the TypeScript type checker), so a name the guide
 * misses — or a row that claims something v9 still has was removed — fails
 * here.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join, sep} from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';
import {docVersion, type DocVersion} from '../../src/data/docVersions';

const siteDir = join(__dirname, '..', '..');
const V8 = docVersion('v8');
const V9 = docVersion('v9');
const PAGE = join(siteDir, V9.docsDir, 'upgrading.mdx');

/** Props whose keys an app writes one by one: a removed key breaks it too. */
const OPTION_PROPS = [
  'classNames',
  'styles',
  'components',
  'formatters',
  'labels',
] as const;

// ---------------------------------------------------------------------------
// The two APIs, read from the installed declarations.

interface PackageApi {
  readonly checker: ts.TypeChecker;
  /** The package's directory, to tell its own declarations from React's. */
  readonly packageDir: string;
  /** Everything the package entry exports, by name (aliases kept). */
  readonly exports: Map<string, ts.Symbol>;
  /** DayPicker's props: the members of the version's props interfaces. */
  readonly props: Map<string, ts.Symbol>;
  /** The keys each option prop (`classNames`, `components`…) accepts. */
  readonly optionKeys: Map<string, Map<string, ts.Symbol>>;
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias
    ? checker.getAliasedSymbol(symbol)
    : symbol;
}

/** Reads a package through a ts.Program rooted at its `typesEntry`. */
export function readPackageApi(version: DocVersion): PackageApi {
  const packageDir = join(siteDir, 'node_modules', version.packageName);
  const entry = join(packageDir, version.typesEntry);
  const program = ts.createProgram([entry], {
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  assert.ok(source, `${entry} is missing`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  assert.ok(moduleSymbol, `${entry} is not a module`);
  const exports = new Map(
    checker
      .getExportsOfModule(moduleSymbol)
      .map((symbol) => [symbol.name, symbol]),
  );

  const props = new Map<string, ts.Symbol>();
  for (const name of version.propsInterfaces) {
    const symbol = exports.get(name);
    assert.ok(symbol, `${version.packageName} does not export ${name}`);
    const type = checker.getDeclaredTypeOfSymbol(resolveAlias(checker, symbol));
    for (const member of checker.getPropertiesOfType(type)) {
      if (!props.has(member.name)) {
        props.set(member.name, member);
      }
    }
  }

  const optionKeys = new Map<string, Map<string, ts.Symbol>>();
  for (const prop of OPTION_PROPS) {
    const symbol = props.get(prop);
    assert.ok(symbol, `${version.packageName} has no ${prop} prop`);
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
    optionKeys.set(
      prop,
      new Map(checker.getPropertiesOfType(type).map((key) => [key.name, key])),
    );
  }
  return {checker, packageDir, exports, props, optionKeys};
}

function isDeprecated(api: PackageApi, symbol: ts.Symbol): boolean {
  return [symbol, resolveAlias(api.checker, symbol)].some((candidate) =>
    (candidate.declarations ?? []).some(
      (declaration) => ts.getJSDocDeprecatedTag(declaration) !== undefined,
    ),
  );
}

/** Whether the symbol is declared by the package itself (not React, not lib). */
function isOwn(api: PackageApi, symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) =>
    declaration.getSourceFile().fileName.startsWith(api.packageDir + sep),
  );
}

/** Members of an exported interface, type, class or enum. */
function membersOf(api: PackageApi, exported: ts.Symbol): ts.Symbol[] {
  const symbol = resolveAlias(api.checker, exported);
  if (symbol.flags & ts.SymbolFlags.Enum) {
    return api.checker.getExportsOfModule(symbol);
  }
  if (
    symbol.flags &
    (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class)
  ) {
    return api.checker.getPropertiesOfType(
      api.checker.getDeclaredTypeOfSymbol(symbol),
    );
  }
  return [];
}

/** A name the guide must account for, and why. */
export interface ExpectedName {
  readonly reasons: string[];
  /** Types that declare it as a deprecated member: `Owner.name` also counts. */
  readonly owners: string[];
}

/**
 * Every name the guide must account for: (a) exports of v8 missing from v9,
 * (b) props and option keys of v8 missing from v9, (c) exports and members
 * (props, enum members, option keys, class members) that 9.11.0 marks
 * `@deprecated`.
 */
export function namesToAccountFor(
  v8: PackageApi,
  v9: PackageApi,
): Map<string, ExpectedName> {
  const names = new Map<string, ExpectedName>();
  const add = (name: string, reason: string, owner?: string): void => {
    const entry = names.get(name) ?? {reasons: [], owners: []};
    if (!entry.reasons.includes(reason)) {
      entry.reasons.push(reason);
    }
    if (owner && !entry.owners.includes(owner)) {
      entry.owners.push(owner);
    }
    names.set(name, entry);
  };
  for (const name of v8.exports.keys()) {
    if (!v9.exports.has(name)) {
      add(name, 'v8 export missing from v9');
    }
  }
  for (const name of v8.props.keys()) {
    if (!v9.props.has(name)) {
      add(name, 'v8 prop missing from v9');
    }
  }
  for (const [prop, keys] of v8.optionKeys) {
    for (const key of keys.keys()) {
      if (!v9.optionKeys.get(prop)?.has(key)) {
        add(key, `v8 ${prop} key missing from v9`);
      }
    }
  }
  for (const [name, symbol] of v9.exports) {
    if (isDeprecated(v9, symbol)) {
      add(name, 'deprecated export');
    }
    for (const member of membersOf(v9, symbol)) {
      if (isOwn(v9, member) && isDeprecated(v9, member)) {
        add(member.name, `deprecated member of ${name}`, name);
      }
    }
  }
  return names;
}

/** Every name v9 declares: exports, props, option keys and type members. */
function v9Names(v9: PackageApi): Set<string> {
  const names = new Set([...v9.exports.keys(), ...v9.props.keys()]);
  for (const keys of v9.optionKeys.values()) {
    keys.forEach((_, key) => names.add(key));
  }
  for (const symbol of v9.exports.values()) {
    for (const member of membersOf(v9, symbol)) {
      if (isOwn(v9, member)) {
        names.add(member.name);
      }
    }
  }
  return names;
}

// ---------------------------------------------------------------------------
// Class names and CSS variables, from the stylesheets and the class enums.

function stylesheet(version: DocVersion): string {
  return readFileSync(
    join(siteDir, 'node_modules', version.packageName, version.stylesheet),
    'utf8',
  );
}

function cssClasses(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(rdp[\w-]*)/g)].map((match) => match[1]));
}

function cssVariables(css: string): Set<string> {
  return new Set([...css.matchAll(/(--rdp[\w-]*)/g)].map((match) => match[1]));
}

/**
 * The class names a version renders: its stylesheet's classes, plus one
 * class per `classNames` key that is not deprecated.
 */
function classNamesOf(version: DocVersion, api: PackageApi): Set<string> {
  const classes = cssClasses(stylesheet(version));
  const keys = [...(api.optionKeys.get('classNames')?.entries() ?? [])];
  for (const [key, symbol] of keys) {
    if (!isDeprecated(api, symbol)) {
      // v8 names its root `rdp`, every other element `rdp-<key>`.
      classes.add(key === 'root' && version.major === 8 ? 'rdp' : `rdp-${key}`);
    }
  }
  return classes;
}

// ---------------------------------------------------------------------------
// The guide's tables.

export interface TableRow {
  /** The header cells of the table the row belongs to. */
  readonly header: readonly string[];
  readonly cells: readonly string[];
}

function splitCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** The body rows of every Markdown table outside code blocks. */
export function tableRows(markdown: string): TableRow[] {
  const rows: TableRow[] = [];
  let header: string[] | undefined;
  let inFence = false;
  let previous = '';
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
    }
    const isRow = !inFence && line.trim().startsWith('|');
    if (!isRow) {
      header = undefined;
    } else if (/^\|[\s:|-]+\|$/.test(line.trim())) {
      header = splitCells(previous);
    } else if (header) {
      rows.push({header, cells: splitCells(line)});
    }
    previous = line;
  }
  return rows;
}

/** The contents of the inline code spans of a cell (`\|` unescaped). */
export function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) =>
    match[1].replace(/\\\|/g, '|'),
  );
}

/** The last cell must say what to use: code, a <Prop>, or "Removed: …". */
export function hasReplacement(row: TableRow): boolean {
  const replacement = row.cells.at(-1) ?? '';
  return (
    codeSpans(replacement).length > 0 ||
    /<Prop\s/.test(replacement) ||
    /^Removed: \S/.test(replacement)
  );
}

/** Names in the code spans of a row's cells before its replacement cell. */
export function accountedNames(rows: readonly TableRow[]): Set<string> {
  return new Set(
    rows
      .filter((row) => row.cells.length >= 2 && hasReplacement(row))
      .flatMap((row) => row.cells.slice(0, -1).flatMap(codeSpans)),
  );
}

/** Rows whose replacement cell says the v8 names of its first cell are gone. */
export function removalClaims(rows: readonly TableRow[]): TableRow[] {
  return rows.filter((row) => /^Removed\b/.test(row.cells.at(-1) ?? ''));
}

// ---------------------------------------------------------------------------
// Tests of the helpers.

test('tableRows reads body rows with their header, outside code blocks', () => {
  const rows = tableRows(
    [
      '| v8 export | v9 |',
      '| --- | --- |',
      '| `a`, `b \\| c` | `d` |',
      '',
      '```md',
      '| x | y |',
      '| --- | --- |',
      '| `e` | `f` |',
      '```',
    ].join('\n'),
  );
  assert.equal(rows.length, 1);
  assert.deepEqual(rows[0].header, ['v8 export', 'v9']);
  assert.deepEqual(codeSpans(rows[0].cells[0]), ['a', 'b | c']);
});

test('a name counts only next to a replacement', () => {
  const rows = tableRows(
    [
      '| v8 | v9 |',
      '| --- | --- |',
      '| `a` | `b` |',
      '| `c` | <Prop name="d" /> |',
      '| `e` | Removed: use `f`. |',
      '| `g` | Gone |',
      '| `h` | Removed |',
    ].join('\n'),
  );
  assert.deepEqual([...accountedNames(rows)].sort(), ['a', 'c', 'e']);
  assert.deepEqual(
    removalClaims(rows).map((row) => row.cells[0]),
    ['`e`', '`h`'],
  );
});

// ---------------------------------------------------------------------------
// The guide against the packages.

const v8 = readPackageApi(V8);
const v9 = readPackageApi(V9);
const page = readFileSync(PAGE, 'utf8');
const rows = tableRows(page);

test('the declarations are read whole', () => {
  assert.ok(v8.exports.size > 100, `v8 exports: ${v8.exports.size}`);
  assert.ok(v9.exports.size > 100, `v9 exports: ${v9.exports.size}`);
  assert.ok(v8.props.has('fromDate') && v8.props.has('onSelect'));
  assert.ok(v9.props.has('startMonth') && v9.props.has('onSelect'));
  assert.ok(v8.optionKeys.get('components')?.has('DayContent'));
  assert.ok(v9.optionKeys.get('components')?.has('DayButton'));
});

test('the guide accounts for every removed or deprecated v8 name', () => {
  const expected = namesToAccountFor(v8, v9);
  const accounted = accountedNames(rows);
  const missing = [...expected]
    .filter(
      ([name, {owners}]) =>
        !accounted.has(name) &&
        !owners.some((owner) => accounted.has(`${owner}.${name}`)),
    )
    .map(([name]) => name)
    .sort();
  console.log(
    `upgrading.mdx accounts for ${expected.size - missing.length} of ${expected.size} names`,
  );
  assert.ok(expected.size > 50, `only ${expected.size} names found`);
  assert.deepEqual(
    missing,
    [],
    `${PAGE} misses these names in its tables:\n${missing
      .map((name) => `  ${name} (${expected.get(name)!.reasons.join('; ')})`)
      .join('\n')}`,
  );
});

test('every name a table says was removed is absent from v9', () => {
  const apiNames = v9Names(v9);
  const classes = classNamesOf(V9, v9);
  const variables = cssVariables(stylesheet(V9));
  const claims = removalClaims(rows);
  assert.ok(claims.length > 0, 'the guide has rows of removed names');
  const falseClaims = claims.flatMap((row) => {
    const kind = row.header[0] ?? '';
    const present = /class/i.test(kind)
      ? classes
      : /variable/i.test(kind)
        ? variables
        : apiNames;
    return codeSpans(row.cells[0])
      .filter((name) => /^[\w$-]+$/.test(name) && present.has(name))
      .map((name) => `${name} (table "${kind}")`);
  });
  assert.deepEqual(falseClaims, [], 'still in v9 but listed as removed');
});

test('the class table matches both versions class names', () => {
  const classRows = rows.filter((row) => /class/i.test(row.header[0] ?? ''));
  assert.ok(classRows.length > 20, 'the guide has its class table');
  const v8Classes = classNamesOf(V8, v8);
  const v9Classes = classNamesOf(V9, v9);
  const listed = new Set(classRows.flatMap((row) => codeSpans(row.cells[0])));
  const classesIn = (cell: string): string[] =>
    codeSpans(cell).filter((name) => /^rdp(-[\w-]+)?$/.test(name));

  const unknownV8 = classRows
    .flatMap((row) => classesIn(row.cells[0]))
    .filter((name) => !v8Classes.has(name));
  assert.deepEqual(unknownV8, [], 'first column: not a v8 class');
  const unknownV9 = classRows
    .flatMap((row) => classesIn(row.cells.at(-1) ?? ''))
    .filter((name) => !v9Classes.has(name));
  assert.deepEqual(unknownV9, [], 'last column: not a v9 class');
  const unlisted = [...v8Classes].filter((name) => !listed.has(name)).sort();
  assert.deepEqual(unlisted, [], 'v8 classes missing from the class table');
});

test('the CSS variable table lists every v8 variable and only real v9 ones', () => {
  const variableRows = rows.filter((row) =>
    /variable/i.test(row.header[0] ?? ''),
  );
  const v8Variables = cssVariables(stylesheet(V8));
  const v9Variables = cssVariables(stylesheet(V9));
  const listed = new Set(
    variableRows.flatMap((row) => codeSpans(row.cells[0])),
  );
  assert.deepEqual(
    [...v8Variables].filter((name) => !listed.has(name)),
    [],
    'v8 variables missing from the table',
  );
  const unknown = variableRows
    .flatMap((row) => codeSpans(row.cells.at(-1) ?? ''))
    .filter((name) => name.startsWith('--') && !v9Variables.has(name));
  assert.deepEqual(unknown, [], 'not a v9 variable');
});
