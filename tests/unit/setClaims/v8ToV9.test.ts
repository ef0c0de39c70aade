/**
 * What upgrading.mdx and troubleshooting.mdx say about moving code from
 * DayPicker 8.10.1 to 9.11.0, walked over both installed packages: every
 * key of v8's classNames, and (below) the props, handlers, modifiers and
 * selections whose behaviour changed.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, it} from 'node:test';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  Animation,
  DayFlag,
  DayPicker,
  type DayPickerProps,
  SelectionState,
  UI,
} from 'react-day-picker';

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
        key,
      );
    }
  });
});
