/**
 * What docs/docs/localization.mdx and translation.mdx say about the date
 * libraries of the other calendars, walked over every calendar entry point
 * the package exports.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as buddhist from 'react-day-picker/buddhist';
import * as ethiopic from 'react-day-picker/ethiopic';
import * as hebrew from 'react-day-picker/hebrew';
import * as persian from 'react-day-picker/persian';

const march10 = new Date(2026, 2, 10);

/** Each calendar, with its year of March 10, 2026 in Latin digits. */
const CALENDARS = {
  persian: {entry: persian, year: '1404'},
  buddhist: {entry: buddhist, year: '2569'},
  hebrew: {entry: hebrew, year: '5786'},
  ethiopic: {entry: ethiopic, year: '2018'},
} as const;

/** Format strings each page names as handled by every calendar. */
const KNOWN_FORMATS = ['LLLL y', 'PPP', 'yyyy-MM-dd'] as const;

describe('every calendar entry point and its date library', () => {
  it('the package exports exactly these calendar entry points (jalali is an alias of persian)', async () => {
    const {exports} = (await import('react-day-picker/package.json')) as {
      exports: Record<string, unknown>;
    };
    const calendars = Object.keys(exports).filter((path) =>
      /^\.\/(persian|jalali|buddhist|hebrew|ethiopic)$/.test(path),
    );
    assert.deepEqual(calendars.sort(), [
      './buddhist',
      './ethiopic',
      './hebrew',
      './jalali',
      './persian',
    ]);
  });

  it("every calendar's format() writes its own year for the format strings the page names", () => {
    for (const [name, {entry, year}] of Object.entries(CALENDARS)) {
      const dateLib = entry.getDateLib({numerals: 'latn'});
      for (const formatString of KNOWN_FORMATS) {
        assert.match(
          dateLib.format(march10, formatString),
          new RegExp(year),
          `${name}: ${formatString}`,
        );
      }
    }
  });

  it('only the Persian library applies other date-fns tokens to its own calendar', () => {
    const written = Object.fromEntries(
      Object.entries(CALENDARS).map(([name, {entry}]) => [
        name,
        entry.getDateLib({numerals: 'latn'}).format(march10, 'd MMMM y'),
      ]),
    );
    assert.match(written.persian, /^19 \S+ 1404$/);
    assert.equal(written.buddhist, '10 March 2026');
    assert.equal(written.hebrew, '21/6/5786');
    assert.equal(written.ethiopic, '1/7/2018');
  });

  it('the Ethiopic calendar writes days and years in Ge\u2019ez digits, week numbers in Latin digits', () => {
    const html = renderToStaticMarkup(
      createElement(ethiopic.DayPicker, {month: march10, showWeekNumber: true}),
    );
    const texts = (selector: string) =>
      [
        ...html.matchAll(new RegExp(`class="${selector}"[^>]*>([^<]*)<`, 'g')),
      ].map(([, text]) => text);
    const days = texts('rdp-day[^"]*').filter(Boolean);
    const weekNumbers = texts('rdp-week_number');
    assert.ok(days.length >= 28 && weekNumbers.length >= 4);
    // Ge'ez numerals: U+1369 to U+137C.
    for (const day of days) assert.match(day, /^[\u1369-\u137C]+$/);
    for (const week of weekNumbers) assert.match(week, /^\d+$/);
    assert.match(texts('rdp-caption_label')[0] ?? '', /[\u1369-\u137C]+$/);
  });
});
