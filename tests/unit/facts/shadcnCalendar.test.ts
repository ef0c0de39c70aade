/**
 * What docs/recipes/shadcn-calendar.mdx says about a DayPicker 8 wrapper on
 * DayPicker 9, walked over every key of v8's `ClassNames`, the v8 props the
 * page names, every way DayPicker 9 asks for a chevron, and every day's
 * text: the compiler checks what compiles, the server render what applies.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';

import {cleanup, render} from '@testing-library/react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  type ChevronProps,
  DayPicker,
  type DayPickerProps,
  getDefaultClassNames,
} from 'react-day-picker';
import ts from 'typescript';

import {memoryProgram} from '../../support/typeErrors';

after(cleanup);

const siteDir = join(__dirname, '..', '..', '..');
const month = new Date(2026, 2, 1);

/** Calendars that together render every element and every day state. */
const CALENDARS: readonly Partial<DayPickerProps>[] = [
  {
    captionLayout: 'dropdown',
    startMonth: new Date(2025, 0),
    endMonth: new Date(2027, 11),
  },
  {
    mode: 'range',
    numberOfMonths: 2,
    selected: {from: new Date(2026, 2, 10), to: new Date(2026, 2, 13)},
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
        month,
        ...calendar,
        ...props,
      } as DayPickerProps),
    ),
  ).join('\n');

/**
 * The v8 props the page names as renamed: a value as code and as a value,
 * and whether DayPicker 9 still acts on it.
 */
const OLD_PROPS = {
  initialFocus: {source: 'true', value: true, works: false},
  fromYear: {source: '2025', value: 2025, works: true},
  toYear: {source: '2027', value: 2027, works: true},
  fromMonth: {
    source: 'new Date(2025, 0)',
    value: new Date(2025, 0),
    works: true,
  },
  toMonth: {
    source: 'new Date(2027, 11)',
    value: new Date(2027, 11),
    works: true,
  },
  fromDate: {
    source: 'new Date(2025, 0, 1)',
    value: new Date(2025, 0, 1),
    works: false,
  },
  toDate: {
    source: 'new Date(2027, 11, 31)',
    value: new Date(2027, 11, 31),
    works: false,
  },
} as const;

interface Checked {
  /** The keys of v8's ClassNames and v9's, and the deprecated ones of v9's DeprecatedUI. */
  readonly v8Keys: string[];
  readonly v9Keys: string[];
  readonly deprecatedKeys: string[];
  /** v9 props the checker marks as deprecated. */
  readonly deprecatedProps: string[];
  /** Diagnostics by the name of the declaration they are in. */
  readonly errors: Map<string, ts.Diagnostic[]>;
}

/**
 * One program over a file that declares, for each v8 key, a map typed as
 * DayPicker 9's `classNames` prop and one typed `Partial<ClassNames>`, and
 * the wrapper's other v8 uses.
 */
function check(): Checked {
  /** The properties of each type alias of `source`, and the deprecated ones. */
  const keysOf = (source: string) => {
    const file = join(siteDir, 'tests', '__shadcn_keys.ts');
    const program = memoryProgram(new Map([[file, source]]));
    const checker = program.getTypeChecker();
    const result: Record<string, {all: string[]; deprecated: string[]}> = {};
    ts.forEachChild(program.getSourceFile(file)!, (node) => {
      if (!ts.isTypeAliasDeclaration(node)) return;
      const properties = checker.getTypeAtLocation(node.name).getProperties();
      result[node.name.text] = {
        all: properties.map((property) => property.name),
        deprecated: properties
          .filter((property) =>
            property.getJsDocTags().some((tag) => tag.name === 'deprecated'),
          )
          .map((property) => property.name),
      };
    });
    return result;
  };
  const keys =
    keysOf(`import type {ClassNames as V8} from "react-day-picker-v8";
import type {ClassNames, DeprecatedUI, PropsBase} from "react-day-picker";
export type V8Keys = Required<V8>;
export type V9Keys = ClassNames;
export type Deprecated = DeprecatedUI<string>;
export type Props = PropsBase;
`);
  const v8Keys = keys.V8Keys.all;
  const declarations = [
    ...v8Keys.flatMap((key) => [
      `export const prop_${key}: DayPickerProps["classNames"] = {${key}: "x"};`,
      `export const typed_${key}: Partial<ClassNames> = {${key}: "x"};`,
    ]),
    ...Object.entries(OLD_PROPS).map(
      ([prop, {source}]) =>
        `export const old_${prop} = <DayPicker ${prop}={${source}} />;`,
    ),
    'export const icon_IconLeft = <DayPicker components={{IconLeft: () => <svg />}} />;',
    'export const icon_IconRight = <DayPicker components={{IconRight: () => <svg />}} />;',
    'export const icon_DayContent = <DayPicker components={{DayContent: () => <span />}} />;',
    'export const chevron_up: ChevronProps["orientation"] = "up";',
    'export const layout_buttons = <DayPicker captionLayout="buttons" />;',
    'export const layout_dropdownButtons = <DayPicker captionLayout="dropdown-buttons" />;',
  ];
  const file = join(siteDir, 'tests', '__shadcn_uses.tsx');
  const source = `import {DayPicker, type ChevronProps, type ClassNames, type DayPickerProps} from "react-day-picker";\n${declarations.join('\n')}\n`;
  const program = memoryProgram(new Map([[file, source]]));
  const sourceFile = program.getSourceFile(file)!;
  const errors = new Map<string, ts.Diagnostic[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program, sourceFile)) {
    const {line} = sourceFile.getLineAndCharacterOfPosition(diagnostic.start!);
    const name = /export const (\w+)/.exec(source.split('\n')[line])![1];
    errors.set(name, [...(errors.get(name) ?? []), diagnostic]);
  }
  return {
    v8Keys,
    v9Keys: keys.V9Keys.all,
    deprecatedKeys: keys.Deprecated.deprecated,
    deprecatedProps: keys.Props.deprecated,
    errors,
  };
}

const message = (diagnostic: ts.Diagnostic) =>
  ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');

/** Every chevron of a calendar: where it is, and the orientation it got. */
function chevronsOf(props: Partial<DayPickerProps>) {
  const Chevron = ({orientation}: ChevronProps) =>
    createElement('i', {'data-orientation': orientation});
  const html = renderToStaticMarkup(
    createElement(DayPicker, {
      month,
      ...props,
      components: {Chevron},
    } as DayPickerProps),
  );
  const found: {place: string; orientation: string}[] = [];
  for (const [, place, inside] of html.matchAll(
    /class="rdp-(button_previous|button_next|dropdown_root)"[^>]*>(.*?)<\/(?:button|span)>/g,
  )) {
    for (const [, orientation] of inside.matchAll(
      /data-orientation="(\w+)"/g,
    )) {
      found.push({place, orientation});
    }
  }
  assert.equal(
    found.length,
    [...html.matchAll(/data-orientation=/g)].length,
    'a chevron outside the buttons and the dropdowns',
  );
  return found;
}

describe('shadcn-calendar.mdx: a DayPicker 8 wrapper on DayPicker 9', () => {
  const checked = check();
  const v9Keys = new Set(checked.v9Keys);
  const renamed = checked.v8Keys.filter((key) => !v9Keys.has(key));

  it('every v8 classNames key, IconLeft, IconRight and each renamed prop: compiles or fails as the page says', () => {
    // v8 keys with no v9 key of the same name.
    assert.ok(renamed.length > 30, renamed.join());
    for (const key of checked.v8Keys) {
      assert.equal(checked.errors.get(`prop_${key}`), undefined, key);
    }
    assert.deepEqual(
      renamed.filter((key) => !checked.deprecatedKeys.includes(key)),
      [],
      'v8 keys DayPicker 9 keeps only as deprecated',
    );
    for (const key of ['IconLeft', 'IconRight']) {
      assert.match(
        message(checked.errors.get(`icon_${key}`)![0]),
        new RegExp(
          `'${key}' does not exist in type 'Partial<CustomComponents>'`,
        ),
      );
    }
    assert.ok(checked.errors.get('icon_DayContent'));
    for (const prop of Object.keys(OLD_PROPS)) {
      assert.equal(checked.errors.get(`old_${prop}`), undefined, prop);
      assert.ok(checked.deprecatedProps.includes(prop), prop);
    }
    assert.ok(checked.errors.get('layout_buttons'));
    assert.ok(checked.errors.get('layout_dropdownButtons'));
  });

  it('ClassNames rejects every v8 key that v9 renamed or dropped, often naming the new key, and takes the shared ones', () => {
    for (const key of checked.v8Keys) {
      const errors = checked.errors.get(`typed_${key}`);
      if (v9Keys.has(key)) assert.equal(errors, undefined, key);
      else assert.ok(errors?.length, key);
    }
    const shared = checked.v8Keys.filter((key) => v9Keys.has(key));
    assert.ok(renamed.length > shared.length, 'most v8 keys are gone');
    for (const key of ['root', 'months', 'nav', 'day']) {
      assert.ok(shared.includes(key), key);
    }
    assert.match(
      message(checked.errors.get('typed_day_selected')![0]),
      /Did you mean to write 'selected'\?/,
    );
  });

  it('DayPicker 9 applies no renamed or dropped v8 key, without any error or warning', () => {
    const logged: unknown[] = [];
    const {error, warn} = console;
    console.error = (...args: unknown[]) => logged.push(args);
    console.warn = (...args: unknown[]) => logged.push(args);
    try {
      const html = renderAll({
        classNames: Object.fromEntries(
          renamed.map((key) => [key, `v8-${key}`]),
        ) as DayPickerProps['classNames'],
      });
      assert.deepEqual(
        renamed.filter((key) => html.includes(`v8-${key}`)),
        [],
      );
    } finally {
      console.error = error;
      console.warn = warn;
    }
    assert.deepEqual(logged, []);
  });

  it('each classNames value replaces the default class of its element', () => {
    for (const key of Object.keys(getDefaultClassNames())) {
      const html = renderAll({classNames: {[key]: `mine-${key}`}});
      assert.doesNotMatch(
        html,
        new RegExp(`class="[^"]*(?<![\\w-])rdp-${key}(?![\\w-])`),
        key,
      );
    }
  });

  it('initialFocus, fromDate and toDate do nothing; fromYear, toYear, fromMonth and toMonth still limit navigation', () => {
    const props = {
      captionLayout: 'dropdown',
      defaultMonth: month,
      mode: 'single',
    } as const;
    const plain = renderToStaticMarkup(createElement(DayPicker, props));
    for (const [prop, {value, works}] of Object.entries(OLD_PROPS)) {
      const html = renderToStaticMarkup(
        createElement(DayPicker, {...props, [prop]: value}),
      );
      assert.equal(html !== plain, works, prop);
    }
    cleanup();
    render(
      createElement(DayPicker, {
        mode: 'single',
        initialFocus: true,
      } as DayPickerProps),
    );
    assert.equal(document.activeElement, document.body);
  });

  it('DayPicker 9 asks Chevron for left, right and down, never up, though its type allows up, in every layout, direction and caption', () => {
    const seen = new Set<string>();
    for (const navLayout of [undefined, 'around', 'after'] as const) {
      for (const dir of ['ltr', 'rtl']) {
        for (const captionLayout of [
          'label',
          'dropdown',
          'dropdown-months',
          'dropdown-years',
        ] as const) {
          for (const numberOfMonths of [1, 2]) {
            for (const {place, orientation} of chevronsOf({
              navLayout,
              dir,
              captionLayout,
              numberOfMonths,
              startMonth: new Date(2025, 0),
              endMonth: new Date(2027, 11),
            })) {
              seen.add(orientation);
              const expected =
                place === 'dropdown_root'
                  ? 'down'
                  : navLayout === 'around' && dir === 'rtl'
                    ? {button_previous: 'right', button_next: 'left'}[place]
                    : {button_previous: 'left', button_next: 'right'}[place];
              assert.equal(
                orientation,
                expected,
                `${navLayout} ${dir} ${captionLayout} ${place}`,
              );
            }
          }
        }
      }
    }
    assert.deepEqual([...seen].sort(), ['down', 'left', 'right']);
    assert.equal(checked.errors.get('chevron_up'), undefined);
  });

  it('formatDay changes only the text of each day, in every mode', () => {
    for (const mode of [undefined, 'single', 'multiple', 'range'] as const) {
      const props = {mode, month, showOutsideDays: true} as DayPickerProps;
      const plain = renderToStaticMarkup(createElement(DayPicker, props));
      const formatted = renderToStaticMarkup(
        createElement(DayPicker, {
          ...props,
          formatters: {formatDay: (date: Date) => `day ${date.getDate()}`},
        }),
      );
      assert.notEqual(formatted, plain);
      assert.equal(
        formatted.replace(/>day (\d+)</g, '>$1<'),
        plain,
        String(mode),
      );
    }
  });
});
