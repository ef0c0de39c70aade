/**
 * What docs/recipes/server-rendering.mdx says about whole sets, walked
 * against DayPicker 9 as a server renders it: the hooks React's server build
 * lacks, every day of a year as the server's clock, every pair of todays in
 * a month, every label under another machine locale, and every hour around
 * a month's end in five machine time zones.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it, mock} from 'node:test';

import {act} from '@testing-library/react';
import {addHours, eachDayOfInterval, startOfMonth} from 'date-fns';
import {createElement} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToStaticMarkup, renderToString} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker';

const packageDir = join(
  __dirname,
  '..',
  '..',
  '..',
  'node_modules',
  'react-day-picker',
);

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(createElement(DayPicker, props as DayPickerProps));

/** The `<td>` of each day, keyed by its data-day. */
const cellsOf = (html: string) =>
  new Map(
    [...html.matchAll(/<td[^>]*data-day="([^"]+)"[^>]*>.*?<\/td>/g)].map(
      ([cell, day]) => [day, cell],
    ),
  );

/**
 * A cell without what marks it as today and, when no day is selected, without
 * its place in the tab order, which goes to today.
 */
const withoutToday = (cell: string, selected: boolean) =>
  (selected ? cell : cell.replace(/ tabindex="-?[0-9]"/, ''))
    .replace(' rdp-today', '')
    .replace(' data-today="true"', '')
    .replace('aria-label="Today, ', 'aria-label="');

/** Renders in a child Node process whose default locale is `lang`. */
function renderWithLocale(lang: string): string[] {
  const script = `
    import {createElement} from 'react';
    import {renderToStaticMarkup} from 'react-dom/server';
    import * as main from 'react-day-picker';
    import * as buddhist from 'react-day-picker/buddhist';
    import * as ethiopic from 'react-day-picker/ethiopic';
    import * as hebrew from 'react-day-picker/hebrew';
    import * as persian from 'react-day-picker/persian';
    import {de} from 'react-day-picker/locale';
    const props = {
      mode: 'range',
      captionLayout: 'dropdown',
      numberOfMonths: 2,
      showWeekNumber: true,
      showOutsideDays: true,
      footer: 'Footer',
      defaultMonth: new Date(2030, 0, 1),
      today: new Date(2030, 0, 14),
      selected: {from: new Date(2030, 0, 20), to: new Date(2030, 1, 3)},
      disabled: {dayOfWeek: [0]},
    };
    const calendars = [
      [main.DayPicker, {}],
      [main.DayPicker, {locale: de}],
      ...[buddhist, ethiopic, hebrew, persian].map((entry) => [entry.DayPicker, {}]),
    ];
    process.stdout.write(JSON.stringify(calendars.map(([DayPicker, locale]) =>
      renderToStaticMarkup(createElement(DayPicker, {...props, ...locale})))));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script],
    {env: {...process.env, LANG: lang, LC_ALL: lang}, encoding: 'utf8'},
  );
  return JSON.parse(output) as string[];
}

const WEEK_NUMBER = /(<th[^>]*class="rdp-week_number"[^>]*>)([^<]*)(<\/th>)/g;

/** Renders with the machine's clock and time zone set as given. */
function renderAt(
  zone: string,
  now: Date,
  props: Partial<DayPickerProps>,
): string {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  mock.timers.enable({apis: ['Date'], now});
  try {
    return markup(props);
  } finally {
    mock.timers.reset();
    process.env.TZ = saved;
  }
}

const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

describe('server-rendering.mdx: what a server renders, and what the browser renders again', () => {
  it('with the same props, the server HTML hydrates in the browser with no mismatch and no directive', async () => {
    const props = {
      mode: 'single',
      defaultMonth: new Date(2030, 1, 1),
      today: new Date(2030, 1, 14),
      showWeekNumber: true,
      captionLayout: 'dropdown',
    } as DayPickerProps;
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(DayPicker, props));
    const errors: unknown[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const root = await act(async () =>
        hydrateRoot(container, createElement(DayPicker, props), {
          onRecoverableError: (error) => errors.push(error),
        }),
      );
      await act(async () => root.unmount());
    } finally {
      console.error = consoleError;
    }
    assert.deepEqual(errors, []);
  });

  it("DayPicker needs state, effects and context, which React's server build lacks, and it creates its context when its module loads", () => {
    const dist = join(packageDir, 'dist');
    const sources = readdirSync(dist, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dist, file), 'utf8'));
    assert.ok(sources.length > 100);
    const used = (hook: string) =>
      sources.some((source) => new RegExp(`\\b${hook}\\(`).test(source));
    for (const hook of ['useState', 'useEffect', 'useContext']) {
      assert.ok(used(hook), hook);
    }
    assert.ok(
      sources.every((source) => !/^["']use client["']/m.test(source)),
      'a file starts with "use client"',
    );
    assert.match(
      readFileSync(join(dist, 'esm', 'useDayPicker.js'), 'utf8'),
      /^export const dayPickerContext = createContext\(/m,
    );
    const serverReact = execFileSync(
      process.execPath,
      [
        '--conditions=react-server',
        '-e',
        `const react = require('react');
         process.stdout.write(JSON.stringify(['useState', 'useEffect', 'useContext', 'createContext'].filter((name) => name in react)));`,
      ],
      {encoding: 'utf8'},
    );
    assert.deepEqual(JSON.parse(serverReact), []);
    assert.throws(
      () =>
        execFileSync(
          process.execPath,
          [
            '--conditions=react-server',
            '--input-type=module',
            '-e',
            "await import('react-day-picker');",
          ],
          {encoding: 'utf8', stdio: 'pipe'},
        ),
      /createContext/,
    );
  });

  it('without month, defaultMonth and today, the caption and every day of the grid come from the current date, on every day of a year', () => {
    for (const now of eachDayOfInterval({
      start: new Date(2030, 0, 1),
      end: new Date(2030, 11, 31),
    })) {
      const noon = addHours(now, 12);
      assert.equal(
        renderAt('UTC', noon, {mode: 'single'}),
        markup({mode: 'single', month: startOfMonth(noon), today: noon}),
        noon.toISOString(),
      );
    }
  });

  it('when only today differs within a month, only the two days differ: in their today class, data-today and button name, and in the tab order when no day is selected', () => {
    const month = new Date(2030, 1, 1);
    const days = eachDayOfInterval({
      start: month,
      end: new Date(2030, 1, 28),
    });
    for (const props of [
      {},
      {mode: 'single'},
      {mode: 'single', selected: new Date(2030, 1, 20)},
    ] as Partial<DayPickerProps>[]) {
      // Each HTML is parsed once, not once for each of its 54 pairs.
      const rendered = days.map((today) => {
        const html = markup({...props, month, today, showOutsideDays: true});
        return {
          outsideCells: html.replace(/<td[^>]*>.*?<\/td>/g, '<td/>'),
          cells: cellsOf(html),
        };
      });
      rendered.forEach((server, i) => {
        rendered.forEach((browser, j) => {
          if (i === j) return;
          assert.equal(server.outsideCells, browser.outsideCells);
          const serverCells = server.cells;
          const browserCells = browser.cells;
          const differing = [...serverCells.keys()].filter(
            (day) => serverCells.get(day) !== browserCells.get(day),
          );
          assert.equal(differing.length, 2, `${props.mode}: ${i} ${j}`);
          for (const day of differing) {
            assert.equal(
              withoutToday(serverCells.get(day) ?? '', 'selected' in props),
              withoutToday(browserCells.get(day) ?? '', 'selected' in props),
            );
          }
        });
      });
    }
  });

  it("every label is written in the calendar's locale, whatever the machine's; only the week numbers take the machine's digits, after a Latin zero below 10", () => {
    const english = renderWithLocale('en_US.UTF-8');
    const arabic = renderWithLocale('ar_EG.UTF-8');
    assert.equal(arabic.length, english.length);
    english.forEach((html, i) => {
      const weekNumbers = (source: string) =>
        [...source.matchAll(WEEK_NUMBER)].map(([, , text]) => text);
      // The zero DayPicker writes before weeks 1 to 9 stays as it was.
      const arabicDigits = /^(?:0|\p{Nd})?[٠-٩]+$/u;
      assert.ok(
        weekNumbers(arabic[i]).every((text) => arabicDigits.test(text)),
        `calendar ${i}: ${weekNumbers(arabic[i]).join(' ')}`,
      );
      assert.ok(weekNumbers(html).every((text) => !/[٠-٩]/.test(text)));
      const blank = (source: string) => source.replace(WEEK_NUMBER, '$1$3');
      assert.equal(blank(arabic[i]), blank(html), `calendar ${i}`);
    });
  });

  it('with a timeZone, the same instant renders the same calendar in every machine time zone, with today passed or read from the clock; without one, UTC and Tokyo differ', () => {
    // Every other hour of two days, from midnight in Rome on January 31.
    const start = new Date('2030-01-30T23:00:00Z');
    for (let hour = 0; hour <= 48; hour += 2) {
      const now = addHours(start, hour);
      for (const props of [
        {timeZone: 'Europe/Rome', today: now},
        {timeZone: 'Europe/Rome'},
      ]) {
        const [first, ...others] = ZONES.map((zone) =>
          renderAt(zone, now, {mode: 'single', ...props}),
        );
        for (const html of others) assert.equal(html, first, now.toISOString());
      }
    }
    const evening = new Date('2030-01-31T20:00:00Z');
    assert.notEqual(
      renderAt('UTC', evening, {today: evening}),
      renderAt('Asia/Tokyo', evening, {today: evening}),
    );
  });
});
