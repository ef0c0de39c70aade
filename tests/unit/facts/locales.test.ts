/**
 * "Dates use Latin digits by default" (docs/docs/localization.mdx), walked
 * over every locale of `react-day-picker/locale`: the visible text and the
 * accessible labels of a calendar with week numbers.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  DateLib,
  DayPicker,
  formatCaption,
  formatWeekdayName,
  type Locale,
} from 'react-day-picker';
import * as locales from 'react-day-picker/locale';

/** A decimal digit of any script but Latin. */
const OTHER_DIGIT = /(?![0-9])\p{Nd}/u;

function isLocale(value: unknown): value is Locale {
  return typeof value === 'object' && value !== null && 'code' in value;
}

const LOCALES = Object.entries(locales).filter(
  (entry): entry is [string, Locale] => isLocale(entry[1]),
);

function markup(locale: Locale): string {
  return renderToStaticMarkup(
    createElement(DayPicker, {
      locale,
      mode: 'single',
      month: new Date(2026, 2, 1),
      showWeekNumber: true,
    }),
  );
}

describe('every locale of react-day-picker/locale writes Latin digits by default', () => {
  it('in the visible text of every locale', () => {
    assert.ok(LOCALES.length > 80, `${LOCALES.length} locales`);
    const other = LOCALES.filter(([, locale]) =>
      [...markup(locale).matchAll(/>([^<]+)</g)].some(([, text]) =>
        OTHER_DIGIT.test(text),
      ),
    ).map(([name]) => name);
    assert.deepEqual(other, []);
  });

  it('in the accessible labels of every locale but hi and bn, whose day labels use their own digits', () => {
    const other = LOCALES.filter(([, locale]) =>
      [...markup(locale).matchAll(/aria-label="([^"]*)"/g)].some(([, label]) =>
        OTHER_DIGIT.test(label),
      ),
    ).map(([name]) => name);
    assert.deepEqual(other.sort(), ['bn', 'hi']);
  });

  it('every locale sets the month and weekday names, the first day of the week and the week numbers', () => {
    const month = new Date(2026, 2, 1);
    for (const [name, locale] of LOCALES) {
      const html = markup(locale);
      const dateLib = new DateLib({locale});
      const caption = /class="rdp-caption_label"[^>]*>([^<]+)</.exec(html)?.[1];
      assert.equal(caption, formatCaption(month, {locale}, dateLib), name);
      const weekStart = dateLib.startOfWeek(month);
      const firstWeekday = /class="rdp-weekday"[^>]*>([^<]+)</.exec(html)?.[1];
      assert.equal(
        firstWeekday,
        formatWeekdayName(weekStart, {locale}, dateLib),
        name,
      );
      const firstWeek = /class="rdp-week_number"[^>]*>([^<]+)</.exec(html)?.[1];
      assert.equal(Number(firstWeek), dateLib.getWeek(month), name);
    }
  });
});
