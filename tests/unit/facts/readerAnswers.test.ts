/**
 * Sentences of the sections that answer readers' questions (the stylesheet
 * that can't be resolved, booked days loaded per month, the range preview,
 * v8's calendars and drop-downs), walked against both installed packages.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {after, describe, it} from 'node:test';

import {cleanup, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {format} from 'date-fns';
import {faIR} from 'date-fns/locale';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DateRange, type DayPickerProps} from 'react-day-picker';
import {
  DayPicker as DayPickerV8,
  type DateRange as DateRangeV8,
  type DayPickerProps as DayPickerV8Props,
} from 'react-day-picker-v8';

after(cleanup);

const V8_ROOT = dirname(require.resolve('react-day-picker-v8/package.json'));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.name === 'node_modules') return [];
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const dayButtons = (html: string) =>
  [...html.matchAll(/<button[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /name="day"|rdp-day_button/.test(tag));

const daysInMonthV9 = (month: Date) =>
  dayButtons(
    renderToStaticMarkup(
      createElement(DayPicker, {month, mode: 'single'} as DayPickerProps),
    ),
  ).length;

describe('reader answers: every stylesheet, day, click and calendar they speak of', () => {
  it('DayPicker 8 has no exports field and no style.css at its root; its stylesheets are CSS files under dist/ and src/', () => {
    const manifest = JSON.parse(
      readFileSync(join(V8_ROOT, 'package.json'), 'utf8'),
    ) as Record<string, unknown>;
    assert.equal(manifest.exports, undefined);
    const stylesheets = filesUnder(V8_ROOT)
      .filter((file) => file.endsWith('.css'))
      .map((file) => relative(V8_ROOT, file))
      .sort();
    assert.deepEqual(stylesheets, [
      'dist/style.css',
      'dist/style.module.css',
      'src/style.css',
    ]);
  });

  it('disabled={true} disables every day of every month of a year, in both versions', () => {
    for (let month = 0; month < 12; month += 1) {
      const shown = new Date(2026, month, 1);
      const v9 = dayButtons(
        renderToStaticMarkup(
          createElement(DayPicker, {
            month: shown,
            mode: 'single',
            disabled: true,
          } as DayPickerProps),
        ),
      );
      const v8 = dayButtons(
        renderToStaticMarkup(
          createElement(DayPickerV8, {
            month: shown,
            mode: 'single',
            disabled: true,
          } as DayPickerV8Props),
        ),
      );
      for (const buttons of [v9, v8]) {
        assert.ok(buttons.length >= 28);
        assert.ok(buttons.every((tag) => /\bdisabled\b/.test(tag)));
      }
    }
  });

  it('in DayPicker 9, the first click on any day of the month selects a one-day range', async () => {
    const user = userEvent.setup({document});
    const month = new Date(2026, 2, 1);
    for (let day = 1; day <= 31; day += 1) {
      cleanup();
      const picked: (DateRange | undefined)[] = [];
      const view = render(
        createElement(DayPicker, {
          month,
          mode: 'range',
          onSelect: (range: DateRange | undefined) => picked.push(range),
        } as DayPickerProps),
      );
      const buttons = view.container.querySelectorAll('button.rdp-day_button');
      await user.click(buttons[day - 1] as HTMLElement);
      const expected = new Date(2026, 2, day);
      assert.deepEqual(picked, [{from: expected, to: expected}]);
    }
  });

  it('DayPicker 8 with a Persian locale keeps Gregorian months and years, and has one entry point', () => {
    const manifest = JSON.parse(
      readFileSync(join(V8_ROOT, 'package.json'), 'utf8'),
    ) as Record<string, unknown>;
    assert.equal(manifest.exports, undefined);
    const scripts = filesUnder(join(V8_ROOT, 'dist'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => relative(V8_ROOT, file))
      .sort();
    assert.deepEqual(scripts, [
      'dist/index.esm.js',
      'dist/index.js',
      'dist/index.min.js',
    ]);
    for (let month = 0; month < 12; month += 1) {
      const shown = new Date(2026, month, 1);
      const html = renderToStaticMarkup(
        createElement(DayPickerV8, {
          month: shown,
          mode: 'single',
          locale: faIR,
        } as DayPickerV8Props),
      );
      assert.equal(dayButtons(html).length, daysInMonthV9(shown));
      assert.match(html, /2026/);
    }
  });

  it('DayPicker 8: fromYear and toYear stop every arrow and page key at the first and last day they allow', async () => {
    const user = userEvent.setup({document});
    const edges = [
      {
        day: new Date(2030, 11, 31),
        keys: [
          '{ArrowRight}',
          '{ArrowDown}',
          '{PageDown}',
          '{Shift>}{PageDown}{/Shift}',
          '{End}',
        ],
      },
      {
        day: new Date(2020, 0, 1),
        keys: [
          '{ArrowLeft}',
          '{ArrowUp}',
          '{PageUp}',
          '{Shift>}{PageUp}{/Shift}',
          '{Home}',
        ],
      },
    ];
    for (const {day, keys} of edges) {
      for (const key of keys) {
        cleanup();
        const view = render(
          createElement(DayPickerV8, {
            mode: 'single',
            defaultMonth: day,
            fromYear: 2020,
            toYear: 2030,
          } as DayPickerV8Props),
        );
        const start = Array.from(
          view.container.querySelectorAll<HTMLButtonElement>(
            'button[name="day"]',
          ),
        ).find((button) => button.textContent === String(day.getDate()));
        assert.ok(start);
        start.focus();
        await user.keyboard(key);
        const where = `${key} from ${day.toDateString()}`;
        const focused = document.activeElement as HTMLElement;
        assert.equal(focused.getAttribute('name'), 'day', where);
        assert.equal(
          view.container.querySelector('.rdp-caption_label')?.textContent,
          format(day, 'LLLL yyyy'),
          where,
        );
        // Home and End move within the week, which the month holds.
        if (key === '{End}' || key === '{Home}') continue;
        assert.equal(focused.textContent, String(day.getDate()), where);
      }
    }
  });

  it('DayPicker 8: a range runs over disabled days, whose buttons are disabled, and the v8 stylesheet styles only rdp class names', async () => {
    const user = userEvent.setup({document});
    const weekend = {dayOfWeek: [0, 6]};
    const picked: (DateRangeV8 | undefined)[] = [];
    cleanup();
    const view = render(
      createElement(DayPickerV8, {
        mode: 'range',
        defaultMonth: new Date(2026, 2, 1),
        // DayPicker 8 keeps no selection of its own: the app passes it back.
        selected: {from: new Date(2026, 2, 11)},
        disabled: weekend,
        onSelect: (range: DateRangeV8 | undefined) => picked.push(range),
      } as DayPickerV8Props),
    );
    const buttons = Array.from(
      view.container.querySelectorAll<HTMLButtonElement>('button[name="day"]'),
    );
    for (const button of buttons) {
      const date = new Date(2026, 2, Number(button.textContent));
      const isWeekend = date.getDay() === 0 || date.getDay() === 6;
      assert.equal(button.disabled, isWeekend, date.toDateString());
    }
    const day = (n: number) =>
      buttons.find((button) => button.textContent === String(n)) as HTMLElement;
    // From Wednesday the 11th to Tuesday the 17th, over the weekend of the 14th.
    await user.click(day(17));
    assert.deepEqual(picked.at(-1), {
      from: new Date(2026, 2, 11),
      to: new Date(2026, 2, 17),
    });

    const css = readFileSync(join(V8_ROOT, 'dist/style.css'), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    const classes = [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(
      ([, name]) => name,
    );
    assert.ok(classes.length > 50);
    assert.deepEqual(
      classes.filter((name) => !name.startsWith('rdp')),
      [],
    );
  });
});
