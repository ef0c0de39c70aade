/**
 * The "Upgrading from v7" page (versioned_docs/version-8.10.1/upgrading.mdx)
 * names DayPicker 7 APIs that DayPicker 8 renamed or removed. This test reads
 * the type declarations of both packages with the TypeScript compiler
 * (react-day-picker-v7 is react-day-picker@7.4.10, react-day-picker-v8 is
 * 8.10.1) and checks that each v7 name exists in 7.4.10, is gone from 8.10.1,
 * that its successor exists in 8.10.1, and that the page names both.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';

import {docVersion} from '../../src/data/docVersions';

const V8 = docVersion('v8');
const siteDir = join(__dirname, '..', '..');
const v7Dir = join(siteDir, 'node_modules/react-day-picker-v7');
const v8Dir = join(siteDir, 'node_modules', V8.packageName);
const pagePath = join(siteDir, V8.docsDir, 'upgrading.mdx');

const v7Entry = join(v7Dir, 'types/index.d.ts');
const v8Entry = join(v8Dir, V8.typesEntry);

const program = ts.createProgram([v7Entry, v8Entry], {
  noEmit: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  moduleResolution: ts.ModuleResolutionKind.Node10,
});
const checker = program.getTypeChecker();

/** The exports of a declaration file, as the compiler resolves them. */
function moduleExports(file: string): Map<string, ts.Symbol> {
  const source = program.getSourceFile(file);
  assert.ok(source, `${file} is part of the program`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  assert.ok(moduleSymbol, `${file} is a module`);
  return new Map(
    checker
      .getExportsOfModule(moduleSymbol)
      .map((symbol) => [symbol.getName(), symbol]),
  );
}

const v7Exports = moduleExports(v7Entry);
const v8Exports = moduleExports(v8Entry);

/** The property names of an exported type (interface or type alias). */
function typeProps(exports: Map<string, ts.Symbol>, name: string): Set<string> {
  let symbol = exports.get(name);
  assert.ok(symbol, `the package exports ${name}`);
  if (symbol.flags & ts.SymbolFlags.Alias) {
    symbol = checker.getAliasedSymbol(symbol);
  }
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const props = type.isUnion()
    ? type.types.flatMap((member) => member.getProperties())
    : type.getProperties();
  return new Set(props.map((prop) => prop.getName()));
}

/** The property names of the value of an export (a const or a class). */
function valueProps(
  exports: Map<string, ts.Symbol>,
  name: string,
): Set<string> {
  let symbol = exports.get(name);
  assert.ok(symbol, `the package exports ${name}`);
  if (symbol.flags & ts.SymbolFlags.Alias) {
    symbol = checker.getAliasedSymbol(symbol);
  }
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  assert.ok(declaration, `${name} has a declaration`);
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  return new Set(type.getProperties().map((prop) => prop.getName()));
}

/** The instance members of the class exported as default. */
function classInstanceProps(exports: Map<string, ts.Symbol>): Set<string> {
  let symbol = exports.get('default');
  assert.ok(symbol, 'the package has a default export');
  if (symbol.flags & ts.SymbolFlags.Alias) {
    symbol = checker.getAliasedSymbol(symbol);
  }
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  return new Set(type.getProperties().map((prop) => prop.getName()));
}

const v7Props = typeProps(v7Exports, 'DayPickerProps');
const v8Props = new Set(
  [
    'DayPickerBase',
    'DayPickerSingleProps',
    'DayPickerMultipleProps',
    'DayPickerRangeProps',
  ].flatMap((name) => [...typeProps(v8Exports, name)]),
);

/**
 * Every identifier the page writes as code: inline code, fenced code and
 * `<Prop name="…" />` tags.
 */
function pageIdentifiers(): Set<string> {
  const page = readFileSync(pagePath, 'utf8');
  const code = [
    ...page.matchAll(/```[a-z]*\n([\s\S]*?)```/g),
    ...page.matchAll(/`([^`\n]+)`/g),
    ...page.matchAll(/<Prop\s+name="([^"]+)"/g),
  ].map((match) => match[1]);
  return new Set(code.flatMap((text) => text.match(/[A-Za-z_$][\w$]*/g) ?? []));
}

const onPage = pageIdentifiers();

/** v7 prop → its v8 successor prop, as the page lists them. */
const RENAMED_PROPS: Record<string, string> = {
  selectedDays: 'selected',
  disabledDays: 'disabled',
  initialMonth: 'defaultMonth',
  firstDayOfWeek: 'weekStartsOn',
  showWeekDays: 'hideHead',
  onWeekClick: 'onWeekNumberClick',
  canChangeMonth: 'disableNavigation',
  showWeekNumbers: 'showWeekNumber',
};

/** v7 props the page says are gone, replaced by components or your own code. */
const REMOVED_PROPS = [
  'captionElement',
  'navbarElement',
  'weekdayElement',
  'renderDay',
  'renderWeek',
  'todayButton',
  'onTodayButtonClick',
  'onCaptionClick',
  'enableOutsideDaysClick',
  'onDayMouseDown',
  'onDayMouseUp',
  'containerProps',
  'tabIndex',
  'localeUtils',
  'months',
  'weekdaysLong',
  'weekdaysShort',
];

/** v7 props the page says keep their name. */
const KEPT_PROPS = [
  'month',
  'onMonthChange',
  'numberOfMonths',
  'pagedNavigation',
  'fromMonth',
  'toMonth',
  'showOutsideDays',
  'fixedWeeks',
  'reverseMonths',
  'dir',
  'className',
  'modifiers',
  'modifiersStyles',
  'onDayClick',
  'onDayKeyDown',
  'onDayMouseEnter',
  'onDayMouseLeave',
  'onDayTouchStart',
  'onDayTouchEnd',
];

test('the two packages are the versions the page compares', () => {
  const version = (dir: string) =>
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  assert.equal(version(v7Dir), '7.4.10');
  assert.equal(version(v8Dir), V8.documentedVersion);
  assert.ok(
    v7Props.size > 40,
    `v7 DayPickerProps has its many props (${v7Props.size})`,
  );
  assert.ok(v8Props.size > 60, 'v8 props have their many props');
});

test('renamed props: the v7 name exists only in 7.4.10, the new one in 8.10.1', () => {
  for (const [v7, v8] of Object.entries(RENAMED_PROPS)) {
    assert.ok(v7Props.has(v7), `7.4.10 has the prop ${v7}`);
    assert.ok(!v8Props.has(v7), `8.10.1 has no prop ${v7}`);
    assert.ok(v8Props.has(v8), `8.10.1 has the prop ${v8}`);
    assert.ok(onPage.has(v7), `the page names ${v7}`);
    assert.ok(onPage.has(v8), `the page names ${v8}`);
  }
});

test('removed props exist in 7.4.10 and not in 8.10.1', () => {
  for (const prop of REMOVED_PROPS) {
    assert.ok(v7Props.has(prop), `7.4.10 has the prop ${prop}`);
    assert.ok(!v8Props.has(prop), `8.10.1 has no prop ${prop}`);
    assert.ok(onPage.has(prop), `the page names ${prop}`);
  }
});

test('props that keep their name exist in both versions', () => {
  for (const prop of KEPT_PROPS) {
    assert.ok(v7Props.has(prop), `7.4.10 has the prop ${prop}`);
    assert.ok(v8Props.has(prop), `8.10.1 has the prop ${prop}`);
    assert.ok(onPage.has(prop), `the page names ${prop}`);
  }
});

test('the v7 helper objects and the default export are gone', () => {
  for (const name of ['DateUtils', 'LocaleUtils', 'ModifiersUtils']) {
    assert.ok(v7Exports.has(name), `7.4.10 exports ${name}`);
    assert.ok(!v8Exports.has(name), `8.10.1 does not export ${name}`);
    assert.ok(onPage.has(name), `the page names ${name}`);
  }
  assert.ok(v7Exports.has('default'), '7.4.10 exports DayPicker as default');
  assert.ok(!v8Exports.has('default'), '8.10.1 has no default export');
  for (const name of ['DayPicker', 'addToRange', 'isMatch', 'useInput']) {
    assert.ok(v8Exports.has(name), `8.10.1 exports ${name}`);
    assert.ok(onPage.has(name), `the page names ${name}`);
  }
});

test('DateUtils.addDayToRange becomes addToRange, and the other helpers exist in 7.4.10', () => {
  const dateUtils = valueProps(v7Exports, 'DateUtils');
  for (const helper of [
    'addDayToRange',
    'isSameDay',
    'isDayBefore',
    'isDayAfter',
    'addMonths',
    'isSameMonth',
    'isPastDay',
    'isDayInRange',
  ]) {
    assert.ok(dateUtils.has(helper), `DateUtils.${helper} exists in 7.4.10`);
    assert.ok(onPage.has(helper), `the page names ${helper}`);
  }
  assert.ok(!v8Exports.has('addDayToRange'));
  assert.ok(
    valueProps(v7Exports, 'ModifiersUtils').has('dayMatchesModifier'),
    'ModifiersUtils.dayMatchesModifier exists in 7.4.10',
  );
  assert.ok(onPage.has('dayMatchesModifier'));
});

test('the v7 instance methods the page names exist in 7.4.10', () => {
  const methods = classInstanceProps(v7Exports);
  for (const method of [
    'focus',
    'showMonth',
    'showPreviousMonth',
    'showNextMonth',
  ]) {
    assert.ok(methods.has(method), `DayPicker#${method} exists in 7.4.10`);
    assert.ok(onPage.has(method), `the page names ${method}`);
  }
});

test('daysOfWeek becomes dayOfWeek in matchers', () => {
  const v7Modifiers = ts.createSourceFile(
    'Modifiers.d.ts',
    readFileSync(join(v7Dir, 'types/Modifiers.d.ts'), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const members: string[] = [];
  v7Modifiers.forEachChild((node) => {
    if (
      ts.isInterfaceDeclaration(node) &&
      node.name.text === 'DaysOfWeekModifier'
    ) {
      members.push(
        ...node.members.map((m) => m.name?.getText(v7Modifiers) ?? ''),
      );
    }
  });
  assert.deepEqual(members, ['daysOfWeek']);
  assert.deepEqual([...typeProps(v8Exports, 'DayOfWeek')], ['dayOfWeek']);
  assert.ok(onPage.has('daysOfWeek') && onPage.has('dayOfWeek'));
});

test('classNames and labels keys: the v7 keys the page names are replaced', () => {
  const v7ClassNames = ts.createSourceFile(
    'ClassNames.d.ts',
    readFileSync(join(v7Dir, 'types/ClassNames.d.ts'), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const v7Keys = new Set<string>();
  v7ClassNames.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'ClassNames') {
      node.members.forEach((m) =>
        v7Keys.add(m.name?.getText(v7ClassNames) ?? ''),
      );
    }
  });
  const v8Keys = typeProps(v8Exports, 'StyledElement');
  const renamed: Record<string, string> = {
    container: 'root',
    navButtonPrev: 'nav_button_previous',
    weekday: 'head_cell',
    week: 'row',
    today: 'day_today',
    selected: 'day_selected',
    disabled: 'day_disabled',
    outside: 'day_outside',
  };
  for (const [v7, v8] of Object.entries(renamed)) {
    assert.ok(v7Keys.has(v7), `v7 ClassNames has ${v7}`);
    assert.ok(!v8Keys.has(v7), `v8 StyledElement has no ${v7}`);
    assert.ok(v8Keys.has(v8), `v8 StyledElement has ${v8}`);
    assert.ok(
      onPage.has(v7) && onPage.has(v8),
      `the page names ${v7} and ${v8}`,
    );
  }
  const v8Labels = typeProps(v8Exports, 'Labels');
  for (const [v7, v8] of [
    ['previousMonth', 'labelPrevious'],
    ['nextMonth', 'labelNext'],
  ]) {
    assert.ok(!v8Labels.has(v7));
    assert.ok(v8Labels.has(v8));
    assert.ok(onPage.has(v7) && onPage.has(v8));
  }
  const v7Source = readFileSync(join(v7Dir, 'types/Props.d.ts'), 'utf8');
  assert.match(
    v7Source,
    /labels\?: \{ previousMonth: string; nextMonth: string \}/,
  );
});

test('the stylesheet moves from lib/style.css to dist/style.css', () => {
  const page = readFileSync(pagePath, 'utf8');
  assert.ok(existsSync(join(v7Dir, 'lib/style.css')));
  assert.ok(!existsSync(join(v7Dir, 'dist/style.css')));
  assert.ok(existsSync(join(v8Dir, 'dist/style.css')));
  assert.ok(!existsSync(join(v8Dir, 'lib/style.css')));
  assert.ok(page.includes('import "react-day-picker/lib/style.css";'));
  assert.ok(page.includes('import "react-day-picker/dist/style.css";'));
  // v7's stylesheet styles the DayPicker- classes, v8's the rdp ones.
  assert.match(
    readFileSync(join(v7Dir, 'lib/style.css'), 'utf8'),
    /\.DayPicker-Day\b/,
  );
  assert.match(
    readFileSync(join(v8Dir, 'dist/style.css'), 'utf8'),
    /\.rdp-day\b/,
  );
});

test('DayPickerInput is a v7 entry point that 8.10.1 does not have', () => {
  assert.ok(existsSync(join(v7Dir, 'types/DayPickerInput.d.ts')));
  assert.ok(existsSync(join(v7Dir, 'DayPickerInput/package.json')));
  assert.ok(!existsSync(join(v8Dir, 'DayPickerInput')));
  assert.ok(!v8Exports.has('DayPickerInput'));
  assert.ok(onPage.has('DayPickerInput'));
});
