import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {DEFAULT_STATE} from './state';
import type {PlaygroundState} from './types';
import {parseQuery, serializeQuery} from './query';

const state = (overrides: Partial<PlaygroundState>): PlaygroundState => ({
  ...DEFAULT_STATE,
  ...overrides,
});

describe('serializeQuery', () => {
  it('is empty for the defaults', () => {
    assert.equal(serializeQuery(DEFAULT_STATE), '');
  });

  it('writes readable keys, only for values that differ from the defaults', () => {
    assert.equal(
      serializeQuery(
        state({
          mode: 'range',
          numberOfMonths: 2,
          locale: 'es',
          disabled: ['weekends', 'past'],
        }),
      ),
      'mode=range&disabled=weekends,past&numberOfMonths=2&locale=es',
    );
    assert.equal(
      serializeQuery(state({calendar: 'persian', accentColor: '#ff0000'})),
      'calendar=persian&accentColor=ff0000',
    );
    assert.equal(
      serializeQuery(state({timeZone: 'Asia/Tokyo', footer: 'a&b=c d'})),
      'footer=a%26b%3Dc%20d&timeZone=Asia/Tokyo',
    );
  });
});

describe('parseQuery', () => {
  it('reads the example from the issue', () => {
    const {state: parsed, ignored} = parseQuery(
      '?mode=range&numberOfMonths=2&locale=faIR&calendar=persian',
    );
    assert.deepEqual(ignored, []);
    assert.deepEqual(
      parsed,
      state({
        mode: 'range',
        numberOfMonths: 2,
        locale: 'faIR',
        calendar: 'persian',
      }),
    );
  });

  const roundTrips: Record<string, Partial<PlaygroundState>> = {
    defaults: {},
    selection: {
      mode: 'multiple',
      required: true,
      min: 2,
      max: 5,
      disabled: ['future'],
    },
    range: {
      mode: 'range',
      excludeDisabled: true,
      disabled: ['weekends', 'past', 'future'],
    },
    navigation: {
      numberOfMonths: 3,
      pagedNavigation: true,
      reverseMonths: true,
      captionLayout: 'dropdown',
      reverseYears: true,
      startMonth: '2024-01',
      endMonth: '2026-12',
      hideNavigation: true,
      disableNavigation: true,
      navLayout: 'after',
    },
    display: {
      showOutsideDays: true,
      fixedWeeks: true,
      showWeekNumber: true,
      hideWeekdays: true,
      animate: true,
      footer: 'Pick a day, any day & 100% "free"',
    },
    localization: {
      locale: 'beTarask',
      weekStartsOn: '0',
      // It numbers the weeks: it applies with week numbers only.
      showWeekNumber: true,
      firstWeekContainsDate: '4',
      timeZone: 'Pacific/Kiritimati',
      numerals: 'deva',
      dir: 'rtl',
    },
    weeks: {ISOWeek: true, broadcastCalendar: true},
    calendar: {calendar: 'hebrew', locale: 'he'},
    styling: {
      accentColor: '#123abc',
      accentBackgroundColor: '#ffffff',
      todayColor: '#000000',
      rangeStartColor: '#aa0000',
      rangeMiddleColor: '#00aa00',
      rangeEndColor: '#0000aa',
    },
  };
  for (const [name, overrides] of Object.entries(roundTrips)) {
    it(`round-trips ${name}`, () => {
      const original = state(overrides);
      const {state: parsed, ignored} = parseQuery(serializeQuery(original));
      assert.deepEqual(ignored, []);
      assert.deepEqual(parsed, original);
    });
  }

  it('ignores unknown keys and malformed values, keeping the rest', () => {
    const {state: parsed, ignored} = parseQuery(
      'mode=range&colour=red&numberOfMonths=0&showOutsideDays=yes&startMonth=2024-13&accentColor=blue&disabled=weekends,mondays&locale=xx&timeZone=Mars/Base&weekStartsOn=7',
    );
    assert.deepEqual(parsed, state({mode: 'range'}));
    assert.deepEqual(
      ignored.map(({key, value}) => `${key}=${value}`),
      [
        'colour=red',
        'numberOfMonths=0',
        'showOutsideDays=yes',
        'startMonth=2024-13',
        'accentColor=blue',
        'disabled=weekends,mondays',
        'locale=xx',
        'timeZone=Mars/Base',
        'weekStartsOn=7',
      ],
    );
    assert.ok(ignored.every(({reason}) => reason.length > 0));
    assert.equal(ignored[0].reason, 'unknown option');
  });

  it('ignores repeated keys after the first', () => {
    const {state: parsed, ignored} = parseQuery('mode=single&mode=range');
    assert.equal(parsed.mode, 'single');
    assert.deepEqual(ignored, [
      {
        key: 'mode',
        value: 'range',
        reason: 'repeated option (the first value is used)',
      },
    ]);
  });

  it('ignores values that cannot apply with the other options', () => {
    const {state: parsed, ignored} = parseQuery(
      'required=true&min=2&calendar=persian&locale=es&reverseYears=true',
    );
    assert.deepEqual(parsed, state({calendar: 'persian'}));
    assert.deepEqual(ignored, [
      {
        key: 'required',
        value: 'true',
        reason: 'only applies with a selection mode',
      },
      {
        key: 'min',
        value: '2',
        reason: 'only applies in multiple or range mode',
      },
      {
        key: 'reverseYears',
        value: 'true',
        reason: 'only applies with a year dropdown',
      },
      {
        key: 'locale',
        value: 'es',
        reason: 'not available in the Persian calendar',
      },
    ]);
  });

  it('ignores an end month before the start month', () => {
    const {state: parsed, ignored} = parseQuery(
      'startMonth=2026-05&endMonth=2024-01',
    );
    assert.deepEqual(parsed, state({startMonth: '2026-05'}));
    assert.deepEqual(ignored, [
      {key: 'endMonth', value: '2024-01', reason: 'is before the start month'},
    ]);
    assert.deepEqual(
      parseQuery('startMonth=2026-05&endMonth=2026-05').ignored,
      [],
    );
  });

  it('ignores a month DayPicker shows wrongly in the chosen time zone', () => {
    // Tokyo kept local mean time (+09:18:59) until 1888; Paris, +00:09:21 until March 11, 1911.
    const reason =
      'is a month DayPicker shows wrongly in this time zone, whose offset then had seconds or changed at midnight (see the Time zones page)';
    const {state: parsed, ignored} = parseQuery(
      'startMonth=1887-12&endMonth=1887-12&timeZone=Asia/Tokyo',
    );
    assert.deepEqual(parsed, state({timeZone: 'Asia/Tokyo'}));
    assert.deepEqual(ignored, [
      {key: 'startMonth', value: '1887-12', reason},
      {key: 'endMonth', value: '1887-12', reason},
    ]);
    for (const search of [
      'startMonth=1888-02&timeZone=Asia/Tokyo',
      'startMonth=1911-04&timeZone=Europe/Paris',
      'startMonth=1800-01',
    ]) {
      assert.deepEqual(parseQuery(search).ignored, [], search);
    }
    assert.equal(
      parseQuery('endMonth=1911-03&timeZone=Europe/Paris').ignored[0]?.key,
      'endMonth',
    );
  });

  it('ignores a start or end month whose Date would be another year, or out of range', () => {
    // `new Date(50, 0)` is January 1950: the years 0000 to 0099 can't be months here.
    const {state: parsed, ignored} = parseQuery(
      'startMonth=0050-01&endMonth=1949-06',
    );
    assert.deepEqual(parsed, state({endMonth: '1949-06'}));
    assert.deepEqual(ignored, [
      {
        key: 'startMonth',
        value: '0050-01',
        reason: 'expected a month from 1800-01 to 2299-12',
      },
    ]);
    assert.deepEqual(
      parseQuery('startMonth=0000-01&endMonth=9999-12').ignored.map(
        ({key}) => key,
      ),
      ['startMonth', 'endMonth'],
    );
    assert.deepEqual(
      parseQuery('startMonth=1800-01&endMonth=2299-12').ignored,
      [],
    );
  });

  it('ignores a maximum below the minimum', () => {
    const {state: parsed, ignored} = parseQuery('mode=range&min=5&max=2');
    assert.deepEqual(parsed, state({mode: 'range', min: 5}));
    assert.deepEqual(ignored, [
      {key: 'max', value: '2', reason: 'is less than the minimum'},
    ]);
    assert.deepEqual(parseQuery('mode=range&min=5&max=5').ignored, []);
  });

  it('never throws on hostile input', () => {
    for (const search of [
      '%',
      '?&&=&==',
      'mode',
      '__proto__=1&constructor=x',
      'footer=' + 'x'.repeat(500),
      'numberOfMonths=1e1',
      'min=-1',
    ]) {
      const {state: parsed, ignored} = parseQuery(search);
      assert.equal(typeof parsed.numberOfMonths, 'number', search);
      assert.ok(Array.isArray(ignored), search);
    }
    assert.equal(parseQuery('__proto__=1').ignored[0].reason, 'unknown option');
  });
});
