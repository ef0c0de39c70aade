/**
 * The sentences of docs/docs/localization.mdx about every locale, every
 * calendar entry point, every numbering system and every week or month of
 * a calendar, walked against DayPicker 9.
 */
import '../../support/jsdom';

import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {after, describe, it, mock} from 'node:test';

import {cleanup, render} from '@testing-library/react';
import userEvent, {PointerEventsCheckLevel} from '@testing-library/user-event';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as main from 'react-day-picker';
import {DateLib, type DayPickerProps, type Locale} from 'react-day-picker';
import * as buddhist from 'react-day-picker/buddhist';
import * as ethiopic from 'react-day-picker/ethiopic';
import * as hebrew from 'react-day-picker/hebrew';
import * as jalali from 'react-day-picker/jalali';
import * as locales from 'react-day-picker/locale';
import * as persian from 'react-day-picker/persian';

after(cleanup);

const packageDir = dirname(require.resolve('react-day-picker/package.json'));
const march10 = new Date(2026, 2, 10);

// No stylesheet is loaded here, so no element is pointer-events: none; the
// check would call getComputedStyle on every ancestor at every click.
const USER_OPTIONS = {
  document,
  delay: null,
  pointerEventsCheck: PointerEventsCheckLevel.Never,
} as const;

/** Each calendar entry point, with its default locale, numerals and direction. */
const CALENDARS = {
  persian: {
    entry: persian,
    locale: persian.faIR,
    numerals: 'arabext',
    dir: 'rtl',
  },
  buddhist: {
    entry: buddhist,
    locale: buddhist.th,
    numerals: 'thai',
    dir: 'ltr',
  },
  hebrew: {entry: hebrew, locale: hebrew.he, numerals: 'latn', dir: 'rtl'},
  ethiopic: {
    entry: ethiopic,
    locale: ethiopic.amET,
    numerals: 'geez',
    dir: undefined,
  },
} as const;

const markup = (
  component: typeof main.DayPicker,
  props: Partial<DayPickerProps>,
) =>
  renderToStaticMarkup(
    createElement(component, {month: march10, ...props} as DayPickerProps),
  );

/** The text of each cell of a class, in order. */
const texts = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`class="${className}"[^>]*>([^<]+)<`, 'g'))].map(
    ([, text]) => text,
  );

/** The values of the `Numerals` type, read from the package's declarations. */
const NUMERALS = [
  ...(
    /type Numerals = ([^;]+);/.exec(
      readFileSync(join(packageDir, 'dist/esm/types/shared.d.ts'), 'utf8'),
    )?.[1] ?? ''
  ).matchAll(/"(\w+)"/g),
].map(([, value]) => value);

describe('localization.mdx: every locale, calendar, numbering system, week and month', () => {
  it('react-day-picker/locale re-exports every locale of the date-fns DayPicker depends on', async () => {
    const dateFnsLocales: Record<string, unknown> = await import(
      join(packageDir, 'node_modules/date-fns/locale.cjs')
    );
    const names = (module: Record<string, unknown>) =>
      Object.keys(module)
        .filter((name) => name !== 'default' && name !== '__esModule')
        .sort();
    assert.ok(names(dateFnsLocales).length > 80);
    assert.deepEqual(
      names(locales),
      names(dateFnsLocales),
      `docs/docs/localization.mdx, "Set the locale": "this entry point re-exports every locale of the date-fns" DayPicker depends on. The installed DayPicker's react-day-picker/locale differs: re-read the sentence against it.`,
    );
  });

  it('lang changes only the lang attribute of the root', () => {
    const without = markup(main.DayPicker, {mode: 'single'});
    const withLang = markup(main.DayPicker, {mode: 'single', lang: 'fr'});
    assert.equal(
      withLang.replace(' lang="fr"', ''),
      without,
      `docs/docs/localization.mdx, "Mark the language of the calendar": the lang prop "adds a \`lang\` attribute to the calendar's root element", and the page says nothing else changes. The installed DayPicker renders more than that difference: re-read the section against it.`,
    );
  });

  it('firstWeekContainsDate is a day of January in week 1 of every year, so a week with fewer January days goes to the year before', () => {
    for (const firstWeekContainsDate of [1, 4] as const) {
      for (let year = 2000; year <= 2040; year += 1) {
        const dateLib = new DateLib({firstWeekContainsDate, weekStartsOn: 1});
        assert.equal(
          dateLib.getWeek(new Date(year, 0, firstWeekContainsDate)),
          1,
          `${year}`,
        );
        const january1 = new Date(year, 0, 1);
        const januaryDaysInItsWeek = 8 - (((january1.getDay() + 6) % 7) + 1);
        if (januaryDaysInItsWeek < firstWeekContainsDate) {
          assert.ok(dateLib.getWeek(january1) >= 52, `${year}`);
        }
      }
    }
  });

  it('broadcastCalendar: every week runs Monday to Sunday, every month has four or five weeks from the Monday on or before the 1st to its last Sunday, whatever weekStartsOn', () => {
    for (let month = 0; month < 12 * 10; month += 1) {
      const first = new Date(2020, month, 1);
      const html = markup(main.DayPicker, {
        month: first,
        broadcastCalendar: true,
        weekStartsOn: 3,
      });
      const weeks = [...html.matchAll(/<tr class="rdp-week">(.*?)<\/tr>/g)].map(
        ([, week]) =>
          [...week.matchAll(/data-day="([\d-]+)"/g)].map(
            ([, day]) => new Date(`${day}T12:00`),
          ),
      );
      assert.ok(
        weeks.length === 4 || weeks.length === 5,
        `${first.toDateString()}: ${weeks.length}`,
      );
      for (const week of weeks) {
        assert.equal(week.length, 7);
        assert.equal(week[0].getDay(), 1);
        assert.equal(week[6].getDay(), 0);
      }
      // Days are read at noon: compare with the 1st at noon too.
      const start = weeks[0][0];
      first.setHours(12);
      assert.ok(
        start <= first && first.getTime() - start.getTime() < 7 * 86_400_000,
      );
      const end = weeks.at(-1)?.[6] as Date;
      const next = new Date(first.getFullYear(), first.getMonth() + 1, 1);
      assert.ok(end < next && next.getTime() - end.getTime() <= 7 * 86_400_000);
    }
  });

  it('every numbering system but geez works in every DayPicker; geez only in the Ethiopic one', () => {
    assert.ok(NUMERALS.includes('geez') && NUMERALS.length > 15);
    const components = {
      main: main.DayPicker,
      ...Object.fromEntries(
        Object.entries(CALENDARS).map(([name, {entry}]) => [
          name,
          entry.DayPicker,
        ]),
      ),
    };
    for (const numerals of NUMERALS) {
      const one =
        numerals === 'geez'
          ? '\u1369'
          : new Intl.NumberFormat(`en-u-nu-${numerals}`).format(1);
      for (const [name, component] of Object.entries(components)) {
        const [firstDay] = texts(
          markup(component, {numerals: numerals as DayPickerProps['numerals']}),
          'rdp-day[^"]*',
        );
        const expected = numerals === 'geez' && name !== 'ethiopic' ? '1' : one;
        assert.equal(firstDay, expected, `${name} with ${numerals}`);
      }
    }
  });

  it('every calendar entry point passes its own date library through dateLib and sets its defaults', () => {
    for (const [name, {entry, locale, numerals, dir}] of Object.entries(
      CALENDARS,
    )) {
      const props = {locale, numerals, dir} as Partial<DayPickerProps>;
      assert.equal(
        markup(entry.DayPicker as typeof main.DayPicker, {}),
        markup(main.DayPicker, {
          ...props,
          dateLib: entry.getDateLib({locale, numerals}),
        }),
        `docs/docs/localization.mdx, "Use your own date library": "each entry point passes its own date functions through \`dateLib\`". The installed react-day-picker/${name} renders otherwise than DayPicker with its getDateLib(), locale, numerals and dir: re-read the sentence and the "Other calendars" sections against it.`,
      );
      assert.notEqual(
        markup(entry.DayPicker as typeof main.DayPicker, {}),
        markup(main.DayPicker, props),
        name,
      );
    }
  });

  it('every calendar entry point declares DayPicker with the props of the main one', () => {
    for (const file of [
      'persian.d.ts',
      'buddhist/index.d.ts',
      'hebrew/index.d.ts',
      'ethiopic/index.d.ts',
    ]) {
      assert.match(
        readFileSync(join(packageDir, 'dist/esm', file), 'utf8'),
        /export declare function DayPicker\(props: DayPickerProps & \{/,
        file,
      );
    }
  });

  it('each entry point exports its default locale, enUS and getDateLib; jalali only re-exports persian', () => {
    for (const [name, {entry, locale}] of Object.entries(CALENDARS)) {
      const exported = Object.values(entry) as unknown[];
      assert.ok(exported.includes(locale as Locale), name);
      assert.equal(typeof entry.getDateLib, 'function', name);
      assert.equal((entry.enUS as Locale).code, 'en-US', name);
    }
    assert.deepEqual(Object.keys(jalali).sort(), Object.keys(persian).sort());
    for (const [key, value] of Object.entries(jalali)) {
      assert.equal(value, (persian as Record<string, unknown>)[key], key);
    }
  });

  it("the Buddhist library replaces only format(): every other method gives the main library's result", () => {
    // today() and Date() read the clock, which each library captures when it
    // is made: under one frozen clock, two calls a millisecond apart agree.
    mock.timers.enable({apis: ['Date'], now: march10.getTime()});
    const buddhistLib = buddhist.getDateLib();
    const plain = new DateLib();
    const methods = Object.getOwnPropertyNames(plain).filter(
      (name) =>
        typeof (plain as unknown as Record<string, unknown>)[name] ===
        'function',
    );
    const dates = [new Date(2026, 0, 1), march10, new Date(2027, 11, 31)];
    let compared = 0;
    try {
      for (const method of methods.filter((name) => name !== 'format')) {
        for (const date of dates) {
          const call = (dateLib: DateLib) => {
            try {
              return JSON.stringify(
                (
                  dateLib as unknown as Record<
                    string,
                    (...args: unknown[]) => unknown
                  >
                )[method](date, 1),
              );
            } catch (error) {
              return String(error);
            }
          };
          assert.equal(call(buddhistLib), call(plain), method);
          compared += 1;
        }
      }
    } finally {
      mock.timers.reset();
    }
    assert.ok(compared > 60, `${compared}`);
    assert.notEqual(
      buddhistLib.format(march10, 'y'),
      plain.format(march10, 'y'),
    );
  });

  it('every calendar hands onSelect a plain Date, one day apart from one day button to the next', async () => {
    const user = userEvent.setup(USER_OPTIONS);
    for (const [name, {entry}] of Object.entries(CALENDARS)) {
      cleanup();
      const picked: unknown[] = [];
      const view = render(
        createElement(entry.DayPicker, {
          mode: 'single',
          defaultMonth: march10,
          onSelect: (date: Date | undefined) => picked.push(date),
        }),
      );
      const buttons = Array.from(view.container.querySelectorAll('td button'));
      assert.ok(buttons.length >= 28, name);
      for (const button of buttons) {
        // A second click on the same day would unselect it: each day once.
        await user.click(button);
      }
      assert.ok(
        picked.every((date) => date instanceof Date),
        name,
      );
      const days = (picked as Date[]).map((date) =>
        Math.round(date.getTime() / 86_400_000),
      );
      assert.ok(
        days.every((day, index) => index === 0 || day - days[index - 1] === 1),
        name,
      );
    }
  });
});
