/**
 * What docs/guides/custom-modifiers.mdx says about the modifiers every day
 * event handler receives, walked over every handler DayPicker 9 calls, in
 * every selection mode, and about the `true`, `false` and `{before, after}`
 * matchers over every day of a month.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {act, cleanup, fireEvent, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createElement} from 'react';
import {
  dateMatchModifiers,
  DayFlag,
  DayPicker,
  type DayPickerProps,
  type Modifiers,
  SelectionState,
} from 'react-day-picker';

after(cleanup);

const month = new Date(2026, 2, 1);
const DAYS = Array.from(
  {length: 31},
  (_, index) => new Date(2026, 2, index + 1),
);

/** Every day handler DayPicker 9 calls, and how a user sets it off on a day button. */
const HANDLERS = {
  onDayClick: (button: HTMLElement) => fireEvent.click(button),
  onDayFocus: (button: HTMLElement) => act(() => button.focus()),
  onDayBlur: (button: HTMLElement) => {
    act(() => button.focus());
    act(() => button.blur());
  },
  onDayKeyDown: (button: HTMLElement) => fireEvent.keyDown(button, {key: 'a'}),
  onDayMouseEnter: (button: HTMLElement) => fireEvent.mouseEnter(button),
  onDayMouseLeave: (button: HTMLElement) => fireEvent.mouseLeave(button),
} as const;

const SELECTIONS: readonly Partial<DayPickerProps>[] = [
  {},
  {mode: 'single', selected: DAYS[9]},
  {mode: 'multiple', selected: [DAYS[9], DAYS[11]]},
  {mode: 'range', selected: {from: DAYS[9], to: DAYS[13]}},
  {mode: 'range'},
];

describe('the modifiers every day handler receives, in every mode', () => {
  for (const [handler, trigger] of Object.entries(HANDLERS)) {
    it(`${handler}: the date, the event, and a boolean for each day flag and custom modifier, selected only when selected, range flags only for a range`, () => {
      for (const selection of SELECTIONS) {
        cleanup();
        const received: Modifiers[] = [];
        const view = render(
          createElement(DayPicker, {
            defaultMonth: month,
            today: DAYS[19],
            modifiers: {booked: DAYS[4], elsewhere: new Date(2030, 0, 1)},
            ...selection,
            onDayClick: () => undefined,
            [handler]: (date: Date, modifiers: Modifiers, event: Event) => {
              assert.ok(date instanceof Date);
              assert.equal(typeof event.type, 'string');
              received.push(modifiers);
            },
          } as DayPickerProps),
        );
        const buttons = Array.from(
          view.container.querySelectorAll<HTMLElement>('td button'),
        );
        for (const button of buttons) trigger(button);
        assert.equal(
          received.length,
          buttons.length,
          `${handler} ${selection.mode}`,
        );
        received.forEach((modifiers, index) => {
          const day = index + 1;
          for (const flag of Object.values(DayFlag))
            assert.equal(typeof modifiers[flag], 'boolean', flag);
          assert.equal(modifiers.booked, day === 5);
          // A custom modifier that matches no displayed day isn't in the object.
          assert.equal('elsewhere' in modifiers, false);
          const isSelected = Boolean(modifiers.selected);
          assert.ok(
            modifiers.selected === undefined ||
              typeof modifiers.selected === 'boolean',
          );
          if (!selection.mode) assert.equal(isSelected, false);
          const rangeFlags = [
            SelectionState.range_start,
            SelectionState.range_middle,
            SelectionState.range_end,
          ].filter((flag) => flag in modifiers);
          if (rangeFlags.length > 0) assert.equal(selection.mode, 'range');
          if (selection.mode === 'range' && selection.selected)
            assert.ok(rangeFlags.length > 0);
        });
      }
    });
  }

  it('onDayClick fires when a day is pressed with the keyboard', async () => {
    cleanup();
    const user = userEvent.setup({document});
    const clicked: number[] = [];
    const view = render(
      createElement(DayPicker, {
        defaultMonth: month,
        onDayClick: (date: Date) => clicked.push(date.getDate()),
      }),
    );
    const button = view.container.querySelector<HTMLElement>(
      'td[data-day="2026-03-10"] button',
    ) as HTMLElement;
    act(() => button.focus());
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    assert.deepEqual(clicked, [10, 10]);
  });
});

describe('matchers over every day of a month', () => {
  it('true matches every day, false none', () => {
    assert.ok(DAYS.every((day) => dateMatchModifiers(day, true)));
    assert.ok(DAYS.every((day) => !dateMatchModifiers(day, false)));
  });

  it('{before, after} never matches its own two dates, whichever comes first', () => {
    for (const before of DAYS) {
      for (const after of DAYS) {
        if (before.getTime() === after.getTime()) continue;
        assert.equal(dateMatchModifiers(before, {before, after}), false);
        assert.equal(dateMatchModifiers(after, {before, after}), false);
      }
    }
  });
});
