/**
 * The sentences of docs/recipes/forms.mdx about DayPicker: "Clicks leave
 * `to` empty only when you set min, max or excludeDisabled", walked over
 * every click on every day of a month from every range a click can start
 * from, and what `required` adds to the markup, in every selection mode.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {cleanup, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  addToRange,
  type DateRange,
  DayPicker,
  type DayPickerProps,
} from 'react-day-picker';

after(cleanup);

const DAYS = Array.from(
  {length: 31},
  (_, index) => new Date(2026, 2, index + 1),
);

/** Every range the calendar can hold before a click: none, one end, both. */
const STARTS: readonly (DateRange | undefined)[] = [
  undefined,
  ...DAYS.map((from) => ({from, to: undefined})),
  ...DAYS.flatMap((from) =>
    DAYS.filter((to) => to >= from).map((to) => ({from, to})),
  ),
];

/** What a click on each day does to each starting range, with these limits. */
function results(min: number, max: number, required: boolean) {
  return STARTS.flatMap((start) =>
    DAYS.map((day) => addToRange(day, start, min, max, required)),
  );
}

describe('forms.mdx: range clicks from every start on every day, and required in every mode', () => {
  it('without min or max, no click leaves from without to', () => {
    for (const required of [false, true]) {
      for (const range of results(0, 0, required)) {
        assert.ok(range === undefined || range.to !== undefined);
      }
    }
  });

  it('with min or with max, some clicks do', () => {
    for (const [min, max] of [
      [2, 0],
      [0, 3],
    ] as const) {
      assert.ok(
        results(min, max, false).some((range) => range?.from && !range.to),
      );
    }
  });

  it('with excludeDisabled, a click whose range would take in a disabled day starts a new range', async () => {
    const user = userEvent.setup({document});
    let selected: DateRange | undefined;
    const view = render(
      createElement(DayPicker, {
        mode: 'range',
        defaultMonth: DAYS[0],
        disabled: DAYS[11],
        excludeDisabled: true,
        onSelect: (range: DateRange | undefined) => {
          selected = range;
        },
        selected: {from: DAYS[9], to: DAYS[9]},
      }),
    );
    const day = (date: number) =>
      view.container.querySelector(
        `td[data-day="2026-03-${date}"] button`,
      ) as HTMLElement;
    await user.click(day(15));
    assert.deepEqual(selected, {from: DAYS[14], to: undefined});
  });

  it('required changes only data-required on the root, in every selection mode', () => {
    for (const mode of ['single', 'multiple', 'range'] as const) {
      const markup = (props: {required?: boolean}) =>
        renderToStaticMarkup(
          createElement(DayPicker, {
            mode,
            month: DAYS[0],
            ...props,
          } as DayPickerProps),
        );
      // Without the prop, the root has no data-required at all.
      assert.equal(
        markup({required: true}).replace(' data-required="true"', ''),
        markup({}),
        mode,
      );
      assert.doesNotMatch(markup({}), /data-required/);
      assert.match(
        markup({required: true}),
        /^<div class="rdp-root"[^>]* data-required="true"/,
      );
    }
  });
});
