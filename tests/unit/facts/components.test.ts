/**
 * The sentences of docs/guides/custom-components.mdx about every key of
 * `components`, every default component, every dropdown option and every
 * displayed month, walked against DayPicker 9.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, it} from 'node:test';

import {createElement, type FunctionComponent, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as dayPicker from 'react-day-picker';
import {
  type CalendarMonth,
  DayPicker,
  type DayPickerProps,
  type DropdownOption,
  type DropdownProps,
  useDayPicker,
} from 'react-day-picker';

const declarations = join(
  dirname(require.resolve('react-day-picker/package.json')),
  'dist/esm',
);

/** The keys of the `CustomComponents` type, read from the package's declarations. */
const KEYS = [
  ...(
    /type CustomComponents = \{([\s\S]*?)\n\};/.exec(
      readFileSync(join(declarations, 'types/shared.d.ts'), 'utf8'),
    )?.[1] ?? ''
  ).matchAll(/^\s+(\w+): typeof components\.\w+;/gm),
].map(([, key]) => key);

const exported = dayPicker as unknown as Record<
  string,
  FunctionComponent<object>
>;

const CALENDARS: readonly Partial<DayPickerProps>[] = [
  {mode: 'single', showWeekNumber: true, footer: 'Footer'},
  {
    captionLayout: 'dropdown',
    startMonth: new Date(2025, 0),
    endMonth: new Date(2027, 11),
  },
];

function render(props: Partial<DayPickerProps>): string {
  return renderToStaticMarkup(
    createElement(DayPicker, {
      month: new Date(2026, 2, 1),
      ...props,
    } as DayPickerProps),
  );
}

describe('custom-components.mdx: every key of components', () => {
  it('every key has a default component exported under its name, with a props type named after it but for the two dropdowns', () => {
    assert.ok(KEYS.length > 20, KEYS.join());
    const index = readFileSync(
      join(declarations, 'components/custom-components.d.ts'),
      'utf8',
    );
    for (const key of KEYS) {
      assert.equal(typeof exported[key], 'function', key);
      assert.match(index, new RegExp(`\\b${key}\\b`), key);
    }
    const props = KEYS.filter(
      (key) =>
        !new RegExp(`export (type|interface) ${key}Props\\b`).test(
          readFileSync(join(declarations, `components/${key}.d.ts`), 'utf8'),
        ),
    );
    assert.deepEqual(props, ['MonthsDropdown', 'YearsDropdown']);
    for (const key of props) {
      assert.match(
        readFileSync(join(declarations, `components/${key}.d.ts`), 'utf8'),
        new RegExp(`function ${key}\\(props: DropdownProps\\)`),
      );
    }
  });

  it('any key can be swapped: every component DayPicker renders comes from components', () => {
    const rendered = new Set<string>();
    const components = Object.fromEntries(
      KEYS.map((key) => [
        key,
        (props: object): ReactNode => {
          rendered.add(key);
          return createElement(exported[key], props);
        },
      ]),
    );
    for (const calendar of CALENDARS) render({...calendar, components});
    assert.deepEqual(
      KEYS.filter((key) => !rendered.has(key)),
      [],
    );
  });

  it('one Month for each month, one DayButton for each day button; months holds each month with its weeks and days', () => {
    const counts = {Month: 0, DayButton: 0};
    let months: CalendarMonth[] = [];
    function Month(props: dayPicker.MonthProps) {
      counts.Month += 1;
      months = useDayPicker().months;
      return createElement(dayPicker.Month, props);
    }
    function DayButton(props: dayPicker.DayButtonProps) {
      counts.DayButton += 1;
      return createElement(dayPicker.DayButton, props);
    }
    const html = render({
      mode: 'single',
      numberOfMonths: 3,
      components: {Month, DayButton},
    });
    assert.equal(counts.Month, 3);
    assert.equal(
      counts.DayButton,
      [...html.matchAll(/class="rdp-day_button"/g)].length,
    );
    assert.equal(months.length, 3);
    for (const month of months) {
      assert.ok(month.weeks.length >= 4);
      for (const week of month.weeks) assert.equal(week.days.length, 7);
    }
  });

  it('each dropdown option has a value, a label and a disabled flag', () => {
    const options: DropdownOption[] = [];
    function Dropdown(props: DropdownProps) {
      options.push(...(props.options ?? []));
      return createElement(dayPicker.Dropdown, props);
    }
    render({...CALENDARS[1], components: {Dropdown}});
    assert.ok(options.length > 12);
    for (const option of options) {
      assert.deepEqual(Object.keys(option).sort(), [
        'disabled',
        'label',
        'value',
      ]);
      assert.equal(typeof option.disabled, 'boolean');
    }
  });

  it('useDayPicker only works inside DayPicker', () => {
    function Outside(): ReactNode {
      useDayPicker();
      return null;
    }
    assert.throws(() => renderToStaticMarkup(createElement(Outside)));
  });
});
