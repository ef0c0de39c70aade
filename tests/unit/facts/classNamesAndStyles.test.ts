/**
 * What docs/docs/styling.mdx, anatomy.mdx and upgrading.mdx say about the
 * keys of `classNames` and `styles`, walked over every key the package
 * declares (the `UI`, `DayFlag`, `SelectionState` and `Animation` enums).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {createElement, type CSSProperties} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  Animation,
  DayFlag,
  DayPicker,
  type DayPickerProps,
  getDefaultClassNames,
  SelectionState,
  UI,
} from 'react-day-picker';

const ELEMENT_KEYS: readonly string[] = Object.values(UI);
const STATE_KEYS: readonly string[] = [
  ...Object.values(DayFlag),
  ...Object.values(SelectionState),
];

const month = new Date(2026, 2, 1);

/**
 * Calendars that together render every element: both caption layouts, week
 * numbers, a footer, a range with a middle, today, disabled, hidden and
 * outside days.
 */
const CALENDARS: readonly Partial<DayPickerProps>[] = [
  {captionLayout: 'label'},
  {
    captionLayout: 'dropdown',
    startMonth: new Date(2025, 0),
    endMonth: new Date(2027, 11),
  },
  {
    mode: 'range',
    selected: {from: new Date(2026, 2, 10), to: new Date(2026, 2, 13)},
    showWeekNumber: true,
    showOutsideDays: true,
    footer: 'Footer',
    today: new Date(2026, 2, 20),
    disabled: new Date(2026, 2, 25),
    hidden: new Date(2026, 2, 26),
  },
];

function renderAll(props: Partial<DayPickerProps>): string {
  return CALENDARS.map((calendar) =>
    renderToStaticMarkup(
      createElement(DayPicker, {
        month,
        ...calendar,
        ...props,
      } as DayPickerProps),
    ),
  ).join('\n');
}

/** A distinct value per key, to find in the markup which keys were applied. */
const marker = (index: number) => 1000 + index;

describe('the keys of classNames and styles, every one of them', () => {
  it('every default class is the key with the rdp- prefix', () => {
    const defaults: Record<string, string> = getDefaultClassNames();
    const keys = [...ELEMENT_KEYS, ...STATE_KEYS, ...Object.values(Animation)];
    assert.deepEqual(Object.keys(defaults).sort(), [...keys].sort());
    for (const key of keys) {
      assert.equal(defaults[key], `rdp-${key}`);
    }
  });

  it('every element and day state key of classNames reaches the markup', () => {
    const keys = [...ELEMENT_KEYS, ...STATE_KEYS];
    const classNames = Object.fromEntries(
      keys.map((key, index) => [key, `mark-${marker(index)}`]),
    );
    const html = renderAll({classNames});
    const missing = keys.filter(
      (_key, index) =>
        !new RegExp(`class="[^"]*\\bmark-${marker(index)}\\b`).test(html),
    );
    // `focused` needs a focused day: rendering on the server has none.
    assert.deepEqual(missing, [DayFlag.focused]);
  });

  it('styles applies every element key except the seven the page names, and no day state key', () => {
    const keys = [...ELEMENT_KEYS, ...STATE_KEYS];
    const styles = Object.fromEntries(
      keys.map((key, index): [string, CSSProperties] => [
        key,
        {zIndex: marker(index)},
      ]),
    );
    const html = renderAll({styles});
    const ignored = keys.filter(
      (_key, index) => !html.includes(`z-index:${marker(index)}`),
    );
    assert.deepEqual(
      ignored.sort(),
      [
        UI.NextMonthButton,
        UI.PreviousMonthButton,
        UI.CaptionLabel,
        UI.Chevron,
        UI.DropdownRoot,
        UI.MonthsDropdown,
        UI.YearsDropdown,
        ...STATE_KEYS,
      ].sort(),
    );
  });
});
