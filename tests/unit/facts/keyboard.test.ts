/**
 * The keyboard tables of docs/docs/navigation.mdx and
 * guides/accessibility.mdx, key by key, against DayPicker 9 in jsdom: each
 * move starts at a week and a month edge, with the day it would reach
 * disabled, and must land where the pages say.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {act, cleanup, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  addMonths,
  addWeeks,
  addYears,
  endOfWeek,
  format,
  isWeekend,
  startOfWeek,
} from 'date-fns';
import {createElement} from 'react';
import {DayPicker, type Matcher} from 'react-day-picker';

after(cleanup);

type Step = (date: Date, amount: number) => Date;

interface KeyMove {
  /** user-event's keyboard syntax. */
  readonly keys: string;
  readonly step: Step;
  readonly amount: 1 | -1;
}

/** Every row of the pages' keyboard tables that moves the focus by a step. */
const STEP_KEYS: readonly KeyMove[] = [
  {keys: '{ArrowLeft}', step: addDays, amount: -1},
  {keys: '{ArrowRight}', step: addDays, amount: 1},
  {keys: '{ArrowUp}', step: addWeeks, amount: -1},
  {keys: '{ArrowDown}', step: addWeeks, amount: 1},
  {keys: '{PageUp}', step: addMonths, amount: -1},
  {keys: '{PageDown}', step: addMonths, amount: 1},
  {keys: '{Shift>}{ArrowLeft}{/Shift}', step: addMonths, amount: -1},
  {keys: '{Shift>}{ArrowRight}{/Shift}', step: addMonths, amount: 1},
  {keys: '{Shift>}{ArrowUp}{/Shift}', step: addYears, amount: -1},
  {keys: '{Shift>}{ArrowDown}{/Shift}', step: addYears, amount: 1},
  {keys: '{Shift>}{PageUp}{/Shift}', step: addYears, amount: -1},
  {keys: '{Shift>}{PageDown}{/Shift}', step: addYears, amount: 1},
];

/**
 * Days at a week edge and a month edge: a Saturday that ends a month, a
 * Sunday that starts one, and a Wednesday that starts one mid-week.
 */
const EDGES = [
  new Date(2026, 0, 31),
  new Date(2026, 1, 1),
  new Date(2026, 3, 1),
] as const;

const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

/** The day the focus is on, as DayPicker writes it in `data-day`. */
function focusedDay(): string | undefined {
  return (
    document.activeElement?.closest('td')?.getAttribute('data-day') ?? undefined
  );
}

/** Renders a calendar on `start`'s month, focuses `start`, presses `keys`. */
async function press(
  start: Date,
  keys: string,
  disabled: Matcher[],
  limits: {
    startMonth?: Date;
    endMonth?: Date;
    dir?: string;
    hidden?: Matcher[];
  } = {},
) {
  cleanup();
  const user = userEvent.setup({document});
  const view = render(
    createElement(DayPicker, {
      mode: 'single',
      defaultMonth: start,
      disabled,
      ...limits,
    }),
  );
  const cell = view.container.querySelector(`td[data-day="${dayKey(start)}"]`);
  const button = cell?.querySelector('button');
  assert.ok(button, `${dayKey(start)} is rendered as a button`);
  act(() => button.focus());
  assert.equal(focusedDay(), dayKey(start));
  await user.keyboard(keys);
  return focusedDay();
}

describe('every key of the keyboard tables, at week and month edges, with disabled days', () => {
  for (const {keys, step, amount} of STEP_KEYS) {
    it(`${keys} skips the disabled days by the same step`, async () => {
      for (const start of EDGES) {
        // The first two days the key reaches are disabled: it must step over
        // both, each step from the day before (Jan 31, Feb 28, Mar 28).
        const first = step(start, amount);
        const second = step(first, amount);
        const landed = await press(start, keys, [first, second]);
        assert.equal(
          landed,
          dayKey(step(second, amount)),
          `${keys} from ${dayKey(start)}`,
        );
      }
    });
  }

  it('Home and End move to the first and last day of the week, into the next or previous month', async () => {
    for (const start of EDGES) {
      assert.equal(
        await press(start, '{Home}', []),
        dayKey(startOfWeek(start)),
      );
      assert.equal(await press(start, '{End}', []), dayKey(endOfWeek(start)));
    }
  });

  it('Home and End leave the focus in place when the first or last day of the week is disabled', async () => {
    const weekends: Matcher = {dayOfWeek: [0, 6]};
    for (const start of EDGES) {
      // A weekend day can't take the focus: start from the nearest weekday.
      const weekday = isWeekend(start)
        ? addDays(start, start.getDay() === 0 ? 1 : -1)
        : start;
      assert.equal(await press(weekday, '{Home}', [weekends]), dayKey(weekday));
      assert.equal(await press(weekday, '{End}', [weekends]), dayKey(weekday));
    }
  });

  it('no key takes the focus past startMonth or endMonth', async () => {
    const startMonth = new Date(2026, 1, 1);
    const endMonth = new Date(2026, 1, 28);
    for (const {keys, amount} of STEP_KEYS) {
      const edge = amount < 0 ? startMonth : endMonth;
      const landed = await press(edge, keys, [], {startMonth, endMonth});
      assert.equal(landed, dayKey(edge), `${keys} from ${dayKey(edge)}`);
    }
  });

  it('at startMonth or endMonth, the focus stays on the edge day and the next key moves it', async () => {
    const startMonth = new Date(2026, 1, 1);
    const endMonth = new Date(2026, 1, 28);
    const limits = {startMonth, endMonth};
    const pairs = [
      [endMonth, '{ArrowRight}{ArrowLeft}', addDays(endMonth, -1)],
      [endMonth, '{ArrowDown}{ArrowUp}', addWeeks(endMonth, -1)],
      [startMonth, '{ArrowLeft}{ArrowRight}', addDays(startMonth, 1)],
      [startMonth, '{ArrowUp}{ArrowDown}', addWeeks(startMonth, 1)],
    ] as const;
    for (const [edge, keys, expected] of pairs) {
      assert.equal(await press(edge, keys, [], limits), dayKey(expected), keys);
    }
  });

  it('the arrows skip up to 365 disabled days in a row, and stay put when more follow', async () => {
    const start = new Date(2025, 0, 1);
    const run = (length: number) => ({
      from: addDays(start, 1),
      to: addDays(start, length),
    });
    assert.equal(
      await press(start, '{ArrowRight}', [run(365)]),
      dayKey(addDays(start, 366)),
    );
    assert.equal(await press(start, '{ArrowRight}', [run(366)]), dayKey(start));
  });

  it('with dir="rtl", the left and right arrows swap', async () => {
    const [start] = EDGES;
    assert.equal(
      await press(start, '{ArrowLeft}', [], {dir: 'rtl'}),
      dayKey(addDays(start, 1)),
    );
    assert.equal(
      await press(start, '{ArrowRight}', [], {dir: 'rtl'}),
      dayKey(addDays(start, -1)),
    );
  });

  it('hidden days: every step key skips them, and Home and End stay put when the day they target is hidden', async () => {
    const [start] = EDGES;
    for (const {keys, step, amount} of STEP_KEYS) {
      const first = step(start, amount);
      const second = step(first, amount);
      const landed = await press(start, keys, [], {hidden: [first, second]});
      assert.equal(landed, dayKey(step(second, amount)), keys);
    }
    const friday = new Date(2026, 0, 30);
    const weekends: Matcher = {dayOfWeek: [0, 6]};
    assert.equal(
      await press(friday, '{Home}', [], {hidden: [weekends]}),
      dayKey(friday),
    );
    assert.equal(
      await press(friday, '{End}', [], {hidden: [weekends]}),
      dayKey(friday),
    );
  });

  it('every day that can be selected is reachable with the arrow keys', async () => {
    const weekends: Matcher = {dayOfWeek: [0, 6]};
    const monday = new Date(2026, 2, 2);
    cleanup();
    const user = userEvent.setup({document});
    const view = render(
      createElement(DayPicker, {
        mode: 'single',
        defaultMonth: monday,
        disabled: [weekends],
      }),
    );
    const enabled = Array.from(
      view.container.querySelectorAll('td button:not([disabled])'),
    ).map((button) => button.closest('td')?.getAttribute('data-day'));
    const start = view.container.querySelector<HTMLElement>(
      `td[data-day="${dayKey(monday)}"] button`,
    );
    act(() => start?.focus());
    const visited = [focusedDay()];
    for (let step = 1; step < enabled.length; step += 1) {
      await user.keyboard('{ArrowRight}');
      visited.push(focusedDay());
    }
    assert.equal(enabled.length, 22);
    assert.deepEqual(visited, enabled);
  });
});
