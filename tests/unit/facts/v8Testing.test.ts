/**
 * What the 8.10.1 testing recipe says about the roles and names DayPicker 8
 * gives each part of the calendar, walked in jsdom with Testing Library's
 * queries, which compute accessible names as the page's tests do.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {cleanup, render, within} from '@testing-library/react';
import {createElement} from 'react';
import {DayPicker, type DayPickerProps} from 'react-day-picker-v8';

after(cleanup);

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** Each way to make the days clickable, and none. */
const CALENDARS: readonly [string, Partial<DayPickerProps>][] = [
  ['single', {mode: 'single', selected: new Date(2025, 10, 10)}],
  ['multiple', {mode: 'multiple', selected: [new Date(2025, 10, 10)]}],
  [
    'range',
    {
      mode: 'range',
      selected: {from: new Date(2025, 10, 10), to: new Date(2025, 10, 12)},
    },
  ],
  ['onDayClick', {onDayClick: () => undefined}],
  ['none', {selected: new Date(2025, 10, 10)}],
];

describe('v8 testing.mdx: the roles and names of every part', () => {
  it('each month is a grid named by its caption, each weekday header by its full name, each day by its number, today and selected included; the buttons by their labels', () => {
    for (const [name, props] of CALENDARS) {
      cleanup();
      const view = render(
        createElement(DayPicker, {
          defaultMonth: new Date(2025, 10, 1),
          numberOfMonths: 2,
          today: new Date(2025, 10, 10),
          disabled: new Date(2025, 10, 20),
          ...props,
        } as DayPickerProps),
      );
      for (const [month, length] of [
        ['November 2025', 30],
        ['December 2025', 31],
      ] as const) {
        const grid = within(view.container).getByRole('grid', {name: month});
        assert.deepEqual(
          within(grid)
            .getAllByRole('columnheader')
            .map((header) => header.getAttribute('aria-label')),
          WEEKDAYS,
        );
        for (const weekday of WEEKDAYS) {
          within(grid).getByRole('columnheader', {name: weekday});
        }
        for (let day = 1; day <= length; day += 1) {
          within(grid).getByRole('gridcell', {name: String(day)});
        }
        assert.equal(
          within(grid).getAllByRole('gridcell', {name: /^\d+$/}).length,
          length,
        );
      }
      within(view.container).getByRole('button', {
        name: 'Go to previous month',
      });
      within(view.container).getByRole('button', {name: 'Go to next month'});
      const november = within(view.container).getByRole('grid', {
        name: 'November 2025',
      });
      if (name !== 'onDayClick' && name !== 'none') {
        within(november).getByRole('gridcell', {name: '10', selected: true});
      }
    }
  });

  it('days are buttons only with a mode or onDayClick; otherwise each day is a div with the same role and name', () => {
    for (const [name, props] of CALENDARS) {
      cleanup();
      const view = render(
        createElement(DayPicker, {
          month: new Date(2025, 10, 1),
          ...props,
        } as DayPickerProps),
      );
      const days = within(view.container)
        .getAllByRole('gridcell')
        .filter((cell) => cell.textContent !== '');
      assert.equal(days.length, 30, name);
      for (const day of days) {
        assert.equal(
          day.tagName,
          name === 'none' ? 'DIV' : 'BUTTON',
          `${name} ${day.textContent}`,
        );
      }
      assert.equal(
        within(view.container).queryAllByRole('button', {name: /^\d+$/}).length,
        0,
      );
    }
    cleanup();
  });
});
