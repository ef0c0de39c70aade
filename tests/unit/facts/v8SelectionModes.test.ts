/**
 * What the 8.10.1 selection modes page says about every click and every
 * matcher, walked against react-day-picker-v8: `required` in single mode,
 * toggling and `min` in multiple mode, the order of a range's ends, and the
 * `true`/`false` and array matchers.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {cleanup, fireEvent, render} from '@testing-library/react';
import {addDays} from 'date-fns';
import {createElement, useState} from 'react';
import {
  addToRange,
  type DateRange,
  DayPicker,
  isMatch,
  type Matcher,
} from 'react-day-picker-v8';

after(cleanup);

const march = new Date(2026, 2, 1);
const DAYS = Array.from({length: 31}, (_, index) => addDays(march, index));
const day = (date: Date | undefined) => date?.getDate();

/** A calendar whose selection lives in state, as the page asks, with every onSelect recorded. */
function Controlled<T>(props: {
  readonly mode: 'single' | 'multiple';
  readonly initial: T;
  readonly record: (selected: T) => void;
  readonly required?: boolean;
  readonly min?: number;
}) {
  const [selected, setSelected] = useState(props.initial);
  return createElement(DayPicker, {
    mode: props.mode,
    month: march,
    required: props.required,
    min: props.min,
    selected,
    onSelect: (value: T) => {
      props.record(value);
      setSelected(value);
    },
  } as never);
}

function dayButtons(container: HTMLElement): HTMLElement[] {
  const buttons = Array.from(
    container.querySelectorAll<HTMLElement>('button[name="day"]'),
  );
  assert.equal(buttons.length, DAYS.length);
  return buttons;
}

describe('v8 selection-modes.mdx: every click and every matcher', () => {
  it('single mode: a second click on any day unselects it, and with required keeps it selected', () => {
    for (const required of [false, true]) {
      cleanup();
      const received: (Date | undefined)[] = [];
      const view = render(
        createElement(Controlled<Date | undefined>, {
          mode: 'single',
          initial: undefined,
          required,
          record: (value) => received.push(value),
        }),
      );
      for (const [index, button] of dayButtons(view.container).entries()) {
        received.length = 0;
        fireEvent.click(button);
        fireEvent.click(button);
        assert.deepEqual(
          received.map(day),
          [index + 1, required ? index + 1 : undefined],
          `required: ${required}`,
        );
      }
    }
    cleanup();
  });

  it('multiple mode: each click adds an unselected day and removes a selected one', () => {
    const received: (Date[] | undefined)[] = [];
    const view = render(
      createElement(Controlled<Date[] | undefined>, {
        mode: 'multiple',
        initial: undefined,
        record: (value) => received.push(value),
      }),
    );
    const buttons = dayButtons(view.container);
    for (const [index, button] of buttons.entries()) {
      fireEvent.click(button);
      assert.deepEqual(
        received.at(-1)?.map(day),
        DAYS.slice(0, index + 1).map(day),
      );
    }
    for (const [index, button] of buttons.entries()) {
      fireEvent.click(button);
      assert.deepEqual(
        received.at(-1)?.map(day),
        DAYS.slice(index + 1).map(day),
      );
    }
    assert.equal(received.length, 2 * DAYS.length);
    cleanup();
  });

  it('multiple mode with min: clicks on selected days remove them down to min days, then do nothing', () => {
    const min = 3;
    const received: (Date[] | undefined)[] = [];
    const view = render(
      createElement(Controlled<Date[] | undefined>, {
        mode: 'multiple',
        initial: DAYS.slice(0, 10),
        min,
        record: (value) => received.push(value),
      }),
    );
    // Every selected day, clicked in turn, then the days left, again.
    const buttons = dayButtons(view.container).slice(0, 10);
    for (const button of [...buttons, ...buttons.slice(10 - min)]) {
      fireEvent.click(button);
    }
    assert.equal(received.length, 10 - min);
    assert.ok(received.every((selected) => (selected?.length ?? 0) >= min));
    assert.deepEqual(received.at(-1)?.map(day), [8, 9, 10]);
    cleanup();
  });

  it('range mode: from is never after to, whatever the range and the day clicked', () => {
    const starts: (DateRange | undefined)[] = [undefined];
    for (const from of DAYS) {
      starts.push({from, to: undefined});
      for (const to of DAYS) if (to >= from) starts.push({from, to});
    }
    let pairs = 0;
    for (const start of starts) {
      for (const clicked of DAYS) {
        const range = addToRange(clicked, start);
        if (range?.from && range.to) {
          pairs += 1;
          assert.ok(range.from <= range.to, `${String(start?.from)}`);
        }
      }
    }
    assert.ok(pairs > 10_000);
  });

  it('true matches every day and false none; an array matches a day when any of its matchers does', () => {
    const year = Array.from({length: 365}, (_, index) =>
      addDays(new Date(2026, 0, 1), index),
    );
    const MATCHERS: readonly Matcher[] = [
      new Date(2026, 2, 10),
      {dayOfWeek: [0]},
      {from: new Date(2026, 5, 1), to: new Date(2026, 5, 7)},
      {before: new Date(2026, 0, 15)},
      {after: new Date(2026, 11, 20)},
      (date: Date) => date.getDate() === 13,
    ];
    for (const date of year) {
      assert.equal(isMatch(date, [true]), true);
      assert.equal(isMatch(date, [false]), false);
      assert.equal(
        isMatch(date, [...MATCHERS]),
        MATCHERS.some((matcher) => isMatch(date, [matcher])),
        date.toDateString(),
      );
    }
    // Each matcher matches some day of the year, so the array is not vacuous.
    for (const matcher of MATCHERS) {
      assert.ok(year.some((date) => isMatch(date, [matcher])));
    }
  });
});
