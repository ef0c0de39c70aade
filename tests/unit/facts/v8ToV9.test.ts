/**
 * What upgrading.mdx and troubleshooting.mdx say about moving code from
 * DayPicker 8.10.1 to 9.11.0, walked over both installed packages: every
 * key of v8's classNames, every v8 prop, every module of v9's build, every
 * day button, every formatter and the types whose meaning changed. The types
 * are read with the TypeScript checker from both packages' declarations.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {after, describe, it} from 'node:test';

import {cleanup, fireEvent, render} from '@testing-library/react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  addToRange,
  Animation,
  DayFlag,
  DayPicker,
  type DayPickerProps,
  type Footer,
  SelectionState,
  UI,
  useDayPicker,
} from 'react-day-picker';
import {
  addToRange as addToRangeV8,
  DayPicker as DayPickerV8,
  type DayPickerProps as DayPickerV8Props,
} from 'react-day-picker-v8';
import ts from 'typescript';

after(cleanup);

const V9_VERSION = (
  JSON.parse(
    readFileSync(require.resolve('react-day-picker/package.json'), 'utf8'),
  ) as {version: string}
).version;
const V9_TYPES = join(
  dirname(require.resolve('react-day-picker')),
  '..',
  'esm',
);
const readV9 = (file: string) => readFileSync(join(V9_TYPES, file), 'utf8');
const V8_DECLARATIONS = readFileSync(
  require.resolve('react-day-picker-v8/dist/index.d.ts'),
  'utf8',
);

/** The body of a type literal `name` in a declaration file. */
const typeBody = (source: string, name: string) =>
  new RegExp(`type ${name}<[^>]*> = \\{(.*?)\\n\\};`, 's').exec(source)?.[1] ??
  '';

/** Every key of v8's classNames and styles (its StyledElement type). */
const V8_KEYS = [
  ...typeBody(V8_DECLARATIONS, 'StyledElement').matchAll(/readonly (\w+): T;/g),
].map(([, key]) => key);

const V9_KEYS = new Set<string>([
  ...Object.values(UI),
  ...Object.values(DayFlag),
  ...Object.values(SelectionState),
  ...Object.values(Animation),
]);

/** The members of v9's DeprecatedUI type, each with its doc comment. */
const DEPRECATED_UI = [
  ...typeBody(readV9('UI.d.ts'), 'DeprecatedUI').matchAll(
    /\/\*\*((?:(?!\*\/).)*)\*\/\s*(\w+): T;/gs,
  ),
].map(([, comment, key]) => ({key, comment}));

/** Calendars that show every element a class can reach. */
const CALENDARS: readonly Partial<DayPickerProps>[] = [
  {captionLayout: 'dropdown', startMonth: new Date(2025, 0)},
  {
    mode: 'range',
    selected: {from: new Date(2026, 2, 10), to: new Date(2026, 2, 13)},
    numberOfMonths: 2,
    showWeekNumber: true,
    showOutsideDays: true,
    footer: 'Footer',
    today: new Date(2026, 2, 20),
    disabled: new Date(2026, 2, 25),
    hidden: new Date(2026, 2, 26),
  },
];

const renderAll = (props: Partial<DayPickerProps>) =>
  CALENDARS.map((calendar) =>
    renderToStaticMarkup(
      createElement(DayPicker, {
        month: new Date(2026, 2, 1),
        ...calendar,
        ...props,
      } as DayPickerProps),
    ),
  ).join('\n');

describe('v8 to v9: every key of v8 classNames', () => {
  it('the v8 keys v9 renamed or dropped are the DeprecatedUI keys, each deprecated; DayPicker ignores them in classNames and styles, and applies the keys both versions share', () => {
    const changed = V8_KEYS.filter((key) => !V9_KEYS.has(key));
    assert.ok(changed.length > 30, `only ${changed.length} keys`);
    assert.deepEqual(
      DEPRECATED_UI.map(({key}) => key).sort(),
      [...changed].sort(),
    );
    for (const {key, comment} of DEPRECATED_UI) {
      assert.match(comment, /@deprecated/, key);
    }
    const props = readV9('types/props.d.ts');
    assert.match(
      props,
      /classNames\?: Partial<ClassNames> & Partial<DeprecatedUI<string>>;/,
    );
    assert.match(
      props,
      /styles\?: Partial<Styles> & Partial<DeprecatedUI<React\.CSSProperties>>;/,
    );

    const marker = (key: string) => `marker-${key}`;
    const html = renderAll({
      classNames: Object.fromEntries(changed.map((key) => [key, marker(key)])),
      styles: Object.fromEntries(
        changed.map((key, index) => [key, {zIndex: 1000 + index}]),
      ),
    });
    assert.doesNotMatch(html, /marker-|z-index/);

    const shared = V8_KEYS.filter((key) => V9_KEYS.has(key));
    const sharedHtml = renderAll({
      classNames: Object.fromEntries(shared.map((key) => [key, marker(key)])),
    });
    assert.deepEqual(
      shared.filter((key) => !sharedHtml.includes(marker(key))),
      [],
    );
  });

  it('the comment of each DeprecatedUI key names what replaced that element, or says it was removed', () => {
    assert.ok(DEPRECATED_UI.length > 30, `only ${DEPRECATED_UI.length} keys`);
    for (const {key, comment} of DEPRECATED_UI) {
      assert.match(
        comment,
        /\{@link (?:UI|DayFlag|SelectionState)\.\w+\}|has been removed/,
        `the installed ${V9_VERSION}'s comment of DeprecatedUI.${key} no longer names what replaced it: re-read its row in docs/upgrading.mdx › "Class names and classNames keys"`,
      );
    }
  });
});

const PAGE = readFileSync(
  join(__dirname, '..', '..', '..', 'docs', 'upgrading.mdx'),
  'utf8',
);

/** The names in code in the first column of the page's table with this header. */
function firstColumn(header: string): string[] {
  const table = PAGE.slice(PAGE.indexOf(header)).split('\n\n')[0];
  return table
    .split('\n')
    .slice(2)
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`(\w+)`/g)])
    .map(([, name]) => name);
}

const V8_ENTRY = require.resolve('react-day-picker-v8/dist/index.d.ts');
const V9_ENTRY = join(V9_TYPES, 'index.d.ts');
const program = ts.createProgram([V8_ENTRY, V9_ENTRY], {
  noEmit: true,
  skipLibCheck: true,
  strict: true,
  types: [],
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
});
const checker = program.getTypeChecker();

/** A package's exports, by name, through its declarations. */
function exportsOf(entry: string): Map<string, ts.Symbol> {
  const file = program.getSourceFile(entry);
  const module = file && checker.getSymbolAtLocation(file);
  assert.ok(module, entry);
  return new Map(
    checker
      .getExportsOfModule(module)
      .map((symbol) => [
        symbol.name,
        symbol.flags & ts.SymbolFlags.Alias
          ? checker.getAliasedSymbol(symbol)
          : symbol,
      ]),
  );
}

const V8_EXPORTS = exportsOf(V8_ENTRY);
const V9_EXPORTS = exportsOf(V9_ENTRY);

function declaredType(exports: Map<string, ts.Symbol>, name: string): ts.Type {
  const symbol = exports.get(name);
  assert.ok(symbol, name);
  return checker.getDeclaredTypeOfSymbol(symbol);
}

/** The members of a union type, or the type alone. */
const members = (type: ts.Type) => (type.isUnion() ? type.types : [type]);

/** Every prop of DayPickerProps, in any of its union's members. */
function propsOf(exports: Map<string, ts.Symbol>): Map<string, ts.Symbol> {
  return new Map(
    members(declaredType(exports, 'DayPickerProps')).flatMap((member) =>
      checker.getPropertiesOfType(member).map((prop) => [prop.name, prop]),
    ),
  );
}

const isDeprecated = (symbol: ts.Symbol) =>
  symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');

/** The names of the DayPickerProps members that declare a prop. */
const membersWith = (exports: Map<string, ts.Symbol>, prop: string) =>
  members(declaredType(exports, 'DayPickerProps'))
    .filter((member) => checker.getPropertyOfType(member, prop))
    .map((member) => checker.typeToString(member))
    .sort();

/** The return type of each function-typed property of a type. */
const returnTypes = (type: ts.Type) =>
  checker.getPropertiesOfType(type).map((prop) => {
    const signatures = checker
      .getTypeOfSymbol(prop)
      .getNonNullableType()
      .getCallSignatures();
    assert.ok(signatures.length > 0, prop.name);
    return [
      prop.name,
      signatures.map((signature) =>
        checker.typeToString(signature.getReturnType()),
      ),
    ] as const;
  });

/** The type of a string-keyed record's values. */
function valueType(type: ts.Type): string {
  const [index] = checker.getIndexInfosOfType(type);
  assert.ok(index, checker.typeToString(type));
  return checker.typeToString(index.type);
}

const V9_ROOT = join(V9_TYPES, '..', '..');
function modulesUnder(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}
const V9_MODULES = [
  ...modulesUnder(join(V9_ROOT, 'dist', 'esm')),
  ...modulesUnder(join(V9_ROOT, 'dist', 'cjs')),
];

/** The v8 handlers v9 still declares but never calls, and the event that sets each off. */
const UNCALLED_HANDLERS = {
  onDayKeyUp: (element: Element) => fireEvent.keyUp(element, {key: 'a'}),
  onDayKeyPress: (element: Element) =>
    fireEvent.keyPress(element, {key: 'a', charCode: 97}),
  onDayPointerEnter: (element: Element) => fireEvent.pointerEnter(element),
  onDayPointerLeave: (element: Element) => fireEvent.pointerLeave(element),
  onDayTouchStart: (element: Element) => fireEvent.touchStart(element),
  onDayTouchMove: (element: Element) => fireEvent.touchMove(element),
  onDayTouchEnd: (element: Element) => fireEvent.touchEnd(element),
  onDayTouchCancel: (element: Element) => fireEvent.touchCancel(element),
  onWeekNumberClick: (element: Element) => fireEvent.click(element),
} as const;

const march = new Date(2026, 2, 1);
const renderV9 = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(createElement(DayPicker, props as DayPickerProps));
const renderV8 = (props: Partial<DayPickerV8Props>) =>
  renderToStaticMarkup(createElement(DayPickerV8, props as DayPickerV8Props));
const selects = (html: string) =>
  [...html.matchAll(/<select[^>]*>(.*?)<\/select>/g)].map(([, options]) =>
    [...options.matchAll(/value="(\d+)"/g)].map(([, value]) => Number(value)),
  );

describe('v8 to v9: every v8 prop, handler, type and default the page names', () => {
  it('v9 declares every prop of the v8 prop table but hideHead and selected, each deprecated; hideHead is the only v8 prop v9 does not declare', () => {
    const table = firstColumn('| v8 prop | v9 prop |');
    assert.ok(table.length > 12, table.join());
    const v9Props = propsOf(V9_EXPORTS);
    for (const name of table.filter(
      (name) => name !== 'hideHead' && name !== 'selected',
    )) {
      const prop = v9Props.get(name);
      assert.ok(prop, `${name} is not declared`);
      assert.ok(isDeprecated(prop), `${name} is not deprecated`);
    }
    // selected is the other exception: declared with a mode, not deprecated.
    const selected = v9Props.get('selected');
    assert.ok(selected && !isDeprecated(selected));
    assert.deepEqual(
      [...propsOf(V8_EXPORTS).keys()].filter((name) => !v9Props.has(name)),
      ['hideHead'],
    );
  });

  it('no module of v9 reads onWeekNumberClick or the v8 key-up, key-press, pointer and touch day handlers, and no event on a day button or a week number runs one', () => {
    assert.ok(V9_MODULES.length > 300, `only ${V9_MODULES.length} modules`);
    const names = Object.keys(UNCALLED_HANDLERS);
    const readers = V9_MODULES.filter((file) =>
      names.some((name) => readFileSync(file, 'utf8').includes(name)),
    ).map((file) => relative(V9_ROOT, file));
    assert.deepEqual(readers, []);

    const calls: string[] = [];
    const view = render(
      createElement(DayPicker, {
        mode: 'single',
        month: march,
        showWeekNumber: true,
        showOutsideDays: true,
        ...Object.fromEntries(
          names.map((name) => [name, () => calls.push(name)]),
        ),
      } as DayPickerProps),
    );
    const targets = Array.from(
      view.container.querySelectorAll('.rdp-day_button, .rdp-week_number'),
    );
    assert.equal(targets.length, 35 + 5);
    for (const target of targets) {
      for (const fire of Object.values(UNCALLED_HANDLERS)) fire(target);
    }
    assert.deepEqual(calls, []);
    cleanup();
  });

  it('caption layouts: dropdown-months and dropdown-years show one dropdown, dropdown shows both with any limits or none, from 100 years ago to this year without them; v8 showed its drop-downs only with both ends set', () => {
    const today = new Date(2026, 2, 18);
    const limits: readonly Partial<DayPickerProps>[] = [
      {},
      {startMonth: new Date(2020, 0)},
      {endMonth: new Date(2030, 11)},
      {startMonth: new Date(2020, 0), endMonth: new Date(2030, 11)},
    ];
    for (const limit of limits) {
      const shown = (captionLayout: DayPickerProps['captionLayout']) =>
        selects(renderV9({month: march, today, captionLayout, ...limit}));
      assert.equal(shown('dropdown').length, 2);
      assert.equal(shown('dropdown-months').length, 1);
      assert.equal(shown('dropdown-years').length, 1);
      assert.equal(shown('dropdown-months')[0].length, 12);
    }
    const [, years] = selects(
      renderV9({month: march, today, captionLayout: 'dropdown'}),
    );
    assert.deepEqual([years[0], years.at(-1)], [1926, 2026]);

    const v8Limits: readonly Partial<DayPickerV8Props>[] = [
      {},
      {fromYear: 2020},
      {toYear: 2030},
      {fromYear: 2020, toYear: 2030},
    ];
    for (const limit of v8Limits) {
      const html = renderV8({
        month: march,
        captionLayout: 'dropdown-buttons',
        ...limit,
      });
      const both = Boolean(limit.fromYear && limit.toYear);
      assert.equal(selects(html).length, both ? 2 : 0, JSON.stringify(limit));
      assert.equal(html.includes('rdp-nav_button'), true);
    }
  });

  it('v9 declares selected in the six selection modes only; v8 declares required in single mode only', () => {
    assert.deepEqual(membersWith(V9_EXPORTS, 'selected'), [
      'PropsBase & PropsMulti',
      'PropsBase & PropsMultiRequired',
      'PropsBase & PropsRange',
      'PropsBase & PropsRangeRequired',
      'PropsBase & PropsSingle',
      'PropsBase & PropsSingleRequired',
    ]);
    assert.deepEqual(membersWith(V8_EXPORTS, 'required'), [
      'DayPickerSingleProps',
    ]);
  });

  it('v8: Modifiers maps each name to matchers and every formatter returns a React node; v9: Modifiers maps each name to a boolean, the modifiers prop each name to a matcher or an array of them, and every formatter returns a string', () => {
    assert.equal(valueType(declaredType(V8_EXPORTS, 'Modifiers')), 'Matcher[]');
    assert.equal(valueType(declaredType(V9_EXPORTS, 'Modifiers')), 'boolean');
    const modifiersProp = propsOf(V9_EXPORTS).get('modifiers');
    assert.ok(modifiersProp);
    assert.equal(
      valueType(checker.getTypeOfSymbol(modifiersProp).getNonNullableType()),
      'Matcher | Matcher[] | undefined',
    );
    const v8 = returnTypes(declaredType(V8_EXPORTS, 'Formatters'));
    const v9 = returnTypes(declaredType(V9_EXPORTS, 'Formatters'));
    assert.ok(v8.length >= 5 && v9.length >= 8, `${v8.length}, ${v9.length}`);
    for (const [name, returned] of v8) {
      assert.deepEqual(returned, ['ReactNode'], name);
    }
    for (const [name, returned] of v9) {
      assert.deepEqual(returned, ['string'], name);
    }
  });

  it('the names the hook table says 9.11.0 keeps as deprecated types are any types with no JavaScript export; labelDay is a deprecated alias neither version calls', () => {
    const deprecated = readV9('types/deprecated.d.ts');
    for (const name of [
      'HeadRow',
      'useDayRender',
      'RootProvider',
      'DayPickerProviderProps',
      'RootProviderProps',
      'ContextProvidersProps',
    ]) {
      assert.match(
        deprecated,
        new RegExp(
          `@deprecated(?:(?!\\*/).)*\\*/\\s*export type ${name} = any;`,
          's',
        ),
        name,
      );
      assert.ok(
        V9_MODULES.every(
          (file) =>
            !new RegExp(`\\b${name}\\b`).test(readFileSync(file, 'utf8')),
        ),
        `${name} is in the JavaScript`,
      );
    }
    for (const name of ['RootProviderProps', 'ContextProvidersProps']) {
      assert.equal(V8_EXPORTS.has(name), false, name);
    }

    const readersV9 = V9_MODULES.filter((file) =>
      /\blabelDay\b/.test(readFileSync(file, 'utf8')),
    ).map((file) => relative(V9_ROOT, file));
    assert.deepEqual(readersV9.sort(), [
      'dist/cjs/labels/labelDayButton.js',
      'dist/esm/labels/labelDayButton.js',
    ]);
    const labelDayV9 = V9_EXPORTS.get('labelDay');
    assert.ok(labelDayV9 && isDeprecated(labelDayV9));
    const v8Code = readFileSync(
      require.resolve('react-day-picker-v8/dist/index.esm.js'),
      'utf8',
    );
    // Its definition and its place among the default labels; no call.
    const uses = [...v8Code.matchAll(/[^\n]*\blabelDay\b[^\n]*/g)].map(
      ([line]) => line.trim(),
    );
    assert.equal(uses.length, 2, uses.join('\n'));
    assert.match(uses[0], /^var labelDay = function \(/);
    assert.equal(uses[1], 'labelDay: labelDay,');
  });

  it('dayPickerProps holds exactly the props passed, with no defaults filled in', () => {
    const seen: string[][] = [];
    const Probe: typeof Footer = (props) => {
      seen.push(Object.keys(useDayPicker().dayPickerProps).sort());
      return createElement('div', props);
    };
    for (const props of [
      {},
      {mode: 'single'},
      {mode: 'range', numberOfMonths: 2, today: march},
    ] as const) {
      seen.length = 0;
      renderV9({...props, footer: 'Footer', components: {Footer: Probe}});
      assert.deepEqual(
        seen[0],
        [...Object.keys(props), 'components', 'footer'].sort(),
        `the installed ${V9_VERSION} fills dayPickerProps in: re-read docs/upgrading.mdx › "Update hooks and contexts" (the useDayPicker row: "dayPickerProps holds only what you passed") and its go-to-today example`,
      );
    }
  });

  it('range and multiple modes disable no day for min and max in v9; a first click on any day sets from and to in v9 without min, from only with min and in v8', () => {
    const days = Array.from(
      {length: 31},
      (_, index) => new Date(2026, 2, index + 1),
    );
    const disabled = (props: Partial<DayPickerProps>) =>
      renderV9({month: march, ...props}).match(/data-disabled="true"/g) ?? [];
    assert.deepEqual(
      disabled({mode: 'multiple', max: 2, selected: [days[3], days[4]]}),
      [],
    );
    for (const selected of [
      undefined,
      {from: days[3]},
      {from: days[3], to: days[6]},
    ]) {
      assert.deepEqual(disabled({mode: 'range', min: 3, max: 5, selected}), []);
    }
    for (const day of days) {
      assert.deepEqual(addToRange(day, undefined), {from: day, to: day});
      assert.deepEqual(addToRange(day, undefined, 2), {
        from: day,
        to: undefined,
      });
      assert.deepEqual(addToRangeV8(day, undefined), {
        from: day,
        to: undefined,
      });
    }
  });
});
