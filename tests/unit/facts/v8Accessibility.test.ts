/**
 * What the 8.10.1 accessibility page says about every month, day, label and
 * key, walked against react-day-picker-v8: grids and their captions, day
 * buttons in every mode, `initialFocus`, the labels that follow the locale,
 * and the key handlers.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';

import {act, cleanup, fireEvent, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {addDays, format, type Locale} from 'date-fns';
import {de, enUS, fr, ja} from 'date-fns/locale';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker-v8';

after(cleanup);

const march = new Date(2026, 2, 1);

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(createElement(DayPicker, props as DayPickerProps));

/** The ways a v8 calendar becomes interactive, and none. */
const INTERACTIVE: Readonly<Record<string, Partial<DayPickerProps>>> = {
  single: {mode: 'single'},
  multiple: {mode: 'multiple'},
  range: {mode: 'range'},
  onDayClick: {onDayClick: () => undefined},
  none: {},
};

describe('v8 accessibility.mdx: every month, day, label and key', () => {
  it('each month is a grid labelled by its caption; each day is a gridcell button in a selection mode, plain text without one', () => {
    for (const [name, interactive] of Object.entries(INTERACTIVE)) {
      // DayPicker 8 sets the ids that link grids to captions after mounting.
      cleanup();
      const html = render(
        createElement(DayPicker, {
          ...interactive,
          month: march,
          numberOfMonths: 3,
          hidden: new Date(2026, 2, 11),
        } as DayPickerProps),
      ).container.innerHTML;
      const grids = [
        ...html.matchAll(
          /<table[^>]*role="grid"[^>]*aria-labelledby="([^"]+)"/g,
        ),
      ];
      assert.equal(grids.length, 3, name);
      grids.forEach(([, id], index) => {
        assert.match(
          html,
          new RegExp(
            `id="${id}"[^>]*>${format(addDays(march, 31 * index), 'LLLL y')}<`,
          ),
          name,
        );
      });
      const cells = [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(
        ([, content]) => content,
      );
      // Hidden days, and the outside days not shown, are empty gridcells.
      const days = cells.filter(
        (content) => content !== '<div role="gridcell"></div>',
      );
      // 31 + 30 + 31 days, less the hidden one.
      assert.equal(days.length, 91, name);
      for (const content of days) {
        assert.match(
          content,
          name === 'none'
            ? /^<div[^>]*role="gridcell"[^>]*>\d+<\/div>$/
            : /^<button[^>]*role="gridcell"[^>]*>\d+<\/button>$/,
          name,
        );
      }
    }
    cleanup();
  });

  it('initialFocus focuses a day only when the days are buttons', () => {
    for (const [name, interactive] of Object.entries(INTERACTIVE)) {
      cleanup();
      const view = render(
        createElement(DayPicker, {
          ...interactive,
          defaultMonth: march,
          today: new Date(2026, 2, 18),
          initialFocus: true,
        } as DayPickerProps),
      );
      const focused = document.activeElement;
      if (name === 'none') {
        assert.equal(focused, document.body);
      } else {
        assert.ok(view.container.contains(focused), name);
        assert.equal(focused?.textContent, '18', name);
      }
    }
    cleanup();
  });

  it('of the labels only assistive technologies read, only the weekday labels follow the locale', () => {
    const labels = (locale: Locale) => {
      const html = markup({
        mode: 'single',
        month: march,
        locale,
        captionLayout: 'dropdown-buttons',
        fromYear: 2020,
        toYear: 2030,
        showWeekNumber: true,
        onWeekNumberClick: () => undefined,
      });
      return [
        ...html.matchAll(/aria-label="([^"]*)"|class="rdp-vhidden">([^<]*)</g),
      ].map(([, label, hidden]) => label ?? hidden);
    };
    // Week numbers change with the locale's weeks; their wording must not.
    const wordings = (locale: Locale) =>
      new Set(labels(locale).map((label) => label.replace(/\d+/g, '#')));
    const english = wordings(enUS);
    const week = Array.from({length: 7}, (_, index) =>
      addDays(new Date(2026, 2, 1), index),
    );
    for (const locale of [de, fr, ja]) {
      const translated = wordings(locale);
      const weekdays = (of: Locale) =>
        week.map((day) => format(day, 'cccc', {locale: of})).sort();
      assert.deepEqual(
        [...translated].filter((label) => !english.has(label)).sort(),
        weekdays(locale),
        locale.code,
      );
      assert.deepEqual(
        [...english].filter((label) => !translated.has(label)).sort(),
        weekdays(enUS),
        locale.code,
      );
    }
  });

  it('onDayKeyDown runs after DayPicker has handled the keys of the table, onDayKeyUp on release, and onDayKeyPress never', async () => {
    const user = userEvent.setup();
    const TABLE_KEYS = [
      '{ArrowLeft}',
      '{ArrowRight}',
      '{ArrowUp}',
      '{ArrowDown}',
      '{PageUp}',
      '{PageDown}',
      '{Shift>}{PageUp}{/Shift}',
      '{Shift>}{PageDown}{/Shift}',
      '{Home}',
      '{End}',
    ];
    for (const keys of [...TABLE_KEYS, '{Enter}', 'a']) {
      cleanup();
      const events: string[] = [];
      const view = render(
        createElement(DayPicker, {
          mode: 'single',
          defaultMonth: march,
          onDayKeyDown: (_day, _modifiers, event) => {
            if (event.key !== 'Shift') {
              events.push(`down ${String(event.defaultPrevented)}`);
            }
          },
          onDayKeyUp: (_day, _modifiers, event) => {
            if (event.key !== 'Shift') events.push('up');
          },
          onDayKeyPress: () => events.push('press'),
        }),
      );
      const start = view.getAllByRole('gridcell', {name: '11'})[0];
      act(() => start.focus());
      await user.keyboard(keys);
      const inTable = TABLE_KEYS.includes(keys);
      assert.deepEqual(events.slice(0, 1), [`down ${String(inTable)}`], keys);
      assert.ok(events.includes('up'), keys);
      if (inTable) assert.notEqual(document.activeElement, start, keys);
      for (const button of view.getAllByRole('gridcell')) {
        fireEvent.keyPress(button, {key: 'a', code: 'KeyA', charCode: 97});
      }
      assert.ok(!events.includes('press'), keys);
    }
    cleanup();
  });
});
