import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, TZDate} from 'react-day-picker';

import {TIME_ZONES} from './choices';
import {offsetFormat, shownWronglyIn} from './propValues';

const DAY = 864e5;

/**
 * Whether DayPicker shows the month as it is: its caption, each of its days
 * once, in order, and whole weeks when it shows the outside days.
 */
function shownRightly(
  props: {showOutsideDays?: boolean} & Record<string, unknown>,
  year: number,
  index: number,
): boolean {
  const html = renderToStaticMarkup(createElement(DayPicker, props));
  const caption = /class="rdp-caption_label"[^>]*>([^<]+)</.exec(html)?.[1];
  const days = [...html.matchAll(/data-day="([^"]+)"/g)].map(([, day]) =>
    Date.parse(`${day}T00:00Z`),
  );
  const first = Date.UTC(year, index, 1);
  const next = Date.UTC(year, index + 1, 1);
  const expected = new Intl.DateTimeFormat('en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(first);
  return (
    caption === expected &&
    days.filter((day) => day >= first && day < next).length ===
      (next - first) / DAY &&
    days.every((day, i) => i === 0 || day - days[i - 1] === DAY) &&
    (!props.showOutsideDays || days.length % 7 === 0)
  );
}

const month = (zone: string, value: string) => {
  const [year, index] = value.split('-').map(Number);
  return {date: new TZDate(year, index - 1, 1, zone), year, index: index - 1};
};

/** Both ways the playground passes a month: `month`, and `startMonth` with `endMonth`. */
function bothShownRightly(zone: string, value: string): boolean {
  const {date, year, index} = month(zone, value);
  return (
    shownRightly(
      {month: date, timeZone: zone, showOutsideDays: true},
      year,
      index,
    ) &&
    shownRightly(
      {startMonth: date, endMonth: date, timeZone: zone},
      year,
      index,
    )
  );
}

const monthText = (year: number, index: number) =>
  `${year}-${String(index + 1).padStart(2, '0')}`;

describe('shownWronglyIn', () => {
  it('refuses the months the Time zones page shows DayPicker 9.11.0 getting wrong', () => {
    for (const [zone, value] of [
      ['Asia/Tokyo', '1800-01'], // local mean time, +09:18:59
      ['America/Los_Angeles', '1800-01'],
      ['Africa/Nairobi', '1937-01'], // +02:30 to +02:45 at midnight
      ['Europe/Paris', '1919-02'], // summer time from 23:00 on 1 March
    ]) {
      assert.equal(bothShownRightly(zone, value), false, `${zone} ${value}`);
      assert.equal(shownWronglyIn(zone, value), true, `${zone} ${value}`);
    }
  });

  it('lets through only months DayPicker shows rightly, where a zone’s offset changes', () => {
    // Each playground zone's months in the years of most midnight changes
    // (a full scan of 1850 to 2100 took minutes and found no others that
    // the rule let through); a month is a candidate when the offset at its
    // 16th differs from its neighbours'. Its outside days show every miscount.
    const offsetAt = (zone: string, year: number, index: number) =>
      offsetFormat(zone)
        .formatToParts(new TZDate(year, index, 16, zone))
        .find((part) => part.type === 'timeZoneName')?.value;
    let accepted = 0;
    for (const {value: zone} of TIME_ZONES) {
      for (let year = 1915; year <= 1945; year++) {
        for (let index = 0; index < 12; index++) {
          const offsets = [-1, 0, 1].map((i) =>
            offsetAt(zone, year, index + i),
          );
          const value = monthText(year, index);
          if (new Set(offsets).size > 1 && !shownWronglyIn(zone, value)) {
            accepted++;
            const date = new TZDate(year, index, 1, zone);
            assert.ok(
              shownRightly(
                {month: date, timeZone: zone, showOutsideDays: true},
                year,
                index,
              ),
              `${zone} ${value}`,
            );
          }
        }
      }
    }
    assert.ok(accepted > 100, `${accepted} months checked`);
  });

  it('accepts the months of a zone without changes, and of today’s time zones', () => {
    for (const value of ['1800-01', '2026-03', '2026-11', '2299-12']) {
      assert.equal(shownWronglyIn('UTC', value), false, value);
    }
    for (const {value: zone} of TIME_ZONES) {
      for (let index = 0; index < 12; index++) {
        const value = monthText(2026, index);
        assert.equal(shownWronglyIn(zone, value), false, `${zone} ${value}`);
      }
    }
  });
});
