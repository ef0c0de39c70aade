import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, TZDate} from 'react-day-picker';

import {CALENDARS} from './choices';
import {GROUPS, OPTIONS} from './options';
import {parseMonth, plainProp} from './propValues';
import {
  DEFAULT_STATE,
  OPTION_KEYS,
  choicesOf,
  unavailableReason,
  withOption,
} from './state';
import type {OptionKey, PlaygroundState} from './types';

describe('options', () => {
  it('puts every option in a group and leaves no group empty', () => {
    const groups = new Set(GROUPS.map((group) => group.id));
    for (const key of OPTION_KEYS) {
      assert.ok(groups.has(OPTIONS[key].group), key);
    }
    for (const {id} of GROUPS) {
      assert.ok(
        OPTION_KEYS.some((key) => OPTIONS[key].group === id),
        id,
      );
    }
  });

  it('has defaults that render the same calendar as leaving the props out', () => {
    const month = new Date(2025, 0, 1);
    // DayPicker echoes some props as data attributes (`data-required="false"`).
    const render = (props: Record<string, unknown>) =>
      renderToStaticMarkup(createElement(DayPicker, {month, ...props})).replace(
        / data-[\w-]+="false"/g,
        '',
      );
    const bare = render({});
    for (const key of OPTION_KEYS) {
      const value = DEFAULT_STATE[key];
      if (value === undefined || OPTIONS[key].toProps) {
        continue;
      }
      const {name, value: propValue} = plainProp(key, value);
      const explicit = render({[name]: propValue});
      assert.ok(
        explicit === bare,
        `${key}={${String(value)}} changes the calendar`,
      );
    }
  });

  it('offers each calendar system its own locales', () => {
    assert.ok(CALENDARS.gregorian.locales.length > 50);
    assert.deepEqual(
      CALENDARS.persian.locales.map((l) => l.value),
      ['faIR', 'enUS'],
    );
  });

  it('offers Ge’ez digits only with the Ethiopic calendar', () => {
    const numerals = OPTIONS.numerals;
    const values = (calendar: typeof DEFAULT_STATE.calendar) =>
      choicesOf(numerals, {...DEFAULT_STATE, calendar}).map((c) => c.value);
    assert.ok(!values(undefined).includes('geez'));
    assert.ok(values('ethiopic').includes('geez'));
    const ethiopic = withOption(DEFAULT_STATE, 'calendar', 'ethiopic').state;
    const geez = withOption(ethiopic, 'numerals', 'geez').state;
    assert.equal(geez.numerals, 'geez');
    assert.equal(
      withOption(geez, 'calendar', undefined).state.numerals,
      undefined,
    );
  });

  it('resets the values a change makes inapplicable, and lists them', () => {
    const spanish = withOption(
      withOption(DEFAULT_STATE, 'mode', 'range').state,
      'locale',
      'es',
    ).state;
    const withMin = withOption(spanish, 'min', 2);
    assert.equal(withMin.state.min, 2);
    assert.deepEqual(withMin.reset, []);
    const single = withOption(withMin.state, 'mode', 'single');
    assert.equal(single.state.min, undefined);
    assert.deepEqual(single.reset, [
      {key: 'min', reason: 'only applies in multiple or range mode'},
    ]);
    const persian = withOption(single.state, 'calendar', 'persian');
    assert.equal(persian.state.locale, undefined);
    assert.deepEqual(
      persian.reset.map(({key}) => key),
      ['locale'],
    );
    assert.equal(
      withOption(persian.state, 'locale', 'enUS').state.locale,
      'enUS',
    );
  });

  it('refuses a start or end month shown beside a month DayPicker shows wrongly in the time zone', () => {
    const timeZone = 'Africa/Nairobi';
    // +02:30 to +02:45 at midnight on 1 January 1937.
    const captions = (zone: string) =>
      [
        ...renderToStaticMarkup(
          createElement(DayPicker, {
            timeZone: zone,
            endMonth: new TZDate(1937, 1, 1, zone),
            numberOfMonths: 2,
          }),
        ).matchAll(/role="status"[^>]*>([^<]+)</g),
      ].map(([, caption]) => caption);
    assert.deepEqual(captions('UTC'), ['January 1937', 'February 1937']);
    assert.notDeepEqual(captions(timeZone), ['January 1937', 'February 1937']);

    const zoned = withOption(DEFAULT_STATE, 'timeZone', timeZone).state;
    const february = withOption(zoned, 'endMonth', '1937-02');
    assert.equal(february.state.endMonth, '1937-02');
    const two = withOption(february.state, 'numberOfMonths', 2);
    assert.equal(two.state.endMonth, undefined);
    assert.match(
      two.reset.map(({reason}) => reason).join(),
      /with 2 months, shows 1937-01 beside it/,
    );
    // From the start month, the months shown beside it stop at the end month.
    const three = withOption(zoned, 'numberOfMonths', 3).state;
    assert.equal(
      withOption(three, 'startMonth', '1936-10').state.startMonth,
      undefined,
    );
    const toNovember = withOption(three, 'endMonth', '1936-11').state;
    assert.equal(
      withOption(toNovember, 'startMonth', '1936-10').state.startMonth,
      '1936-10',
    );
  });

  it('refuses a dropdown caption where DayPicker lists its years or months wrongly in the time zone', () => {
    const month = (zone: string, value?: string) =>
      value ? new TZDate(...parseMonth(value), 1, zone) : undefined;
    /** The options of the caption's dropdowns, as DayPicker 9.11.0 lists them. */
    const dropdowns = (
      zone: string,
      {
        captionLayout = 'dropdown',
        startMonth,
        endMonth,
        numberOfMonths,
      }: Partial<PlaygroundState>,
    ) =>
      [
        ...renderToStaticMarkup(
          createElement(DayPicker, {
            timeZone: zone,
            captionLayout,
            startMonth: month(zone, startMonth),
            endMonth: month(zone, endMonth),
            numberOfMonths,
          }),
        ).matchAll(/<option[^>]*>([^<]*)</g),
      ].map(([, label]) => label);
    for (const [zone, limits, wrong] of [
      // Nairobi: +02:30 to +02:45 at midnight on 1 January 1937.
      ['Africa/Nairobi', {startMonth: '1937-02', endMonth: '1937-06'}, true],
      // The last hundred years, with no start or end month.
      ['Africa/Nairobi', {}, true],
      // Paris and São Paulo kept local mean time until 1911 and 1914.
      ['Europe/Paris', {startMonth: '1911-04', endMonth: '1913-06'}, true],
      ['America/Sao_Paulo', {startMonth: '1914-02', endMonth: '1916-01'}, true],
      // Months shown beside the end month are of the year before it.
      [
        'Africa/Nairobi',
        {
          captionLayout: 'dropdown-months',
          endMonth: '1943-03',
          numberOfMonths: 6,
        },
        true,
      ],
      // Kiritimati skipped 31 December 1994, the end of the years listed.
      [
        'Pacific/Kiritimati',
        {startMonth: '1994-01', endMonth: '1994-12'},
        true,
      ],
      ['Europe/Paris', {}, false],
      ['Asia/Tokyo', {startMonth: '2000-01', endMonth: '2030-12'}, false],
      // 1936's month dropdown ends with a second December.
      [
        'Africa/Nairobi',
        {captionLayout: 'dropdown-months', endMonth: '1936-06'},
        true,
      ],
      [
        'Africa/Nairobi',
        {captionLayout: 'dropdown-months', endMonth: '1938-06'},
        false,
      ],
    ] as const) {
      const options = {captionLayout: 'dropdown' as const, ...limits};
      assert.equal(
        dropdowns(zone, options).join() !== dropdowns('UTC', options).join(),
        wrong,
        `${zone} ${JSON.stringify(limits)}`,
      );
      assert.equal(
        unavailable('captionLayout', {timeZone: zone, ...options}),
        wrong,
        `${zone} ${JSON.stringify(limits)}`,
      );
    }
  });

  it('refuses a year dropdown whose filled-in limit leaves no month to draw', () => {
    const thisYear = new Date().getFullYear();
    const months = (props: object) =>
      (
        renderToStaticMarkup(createElement(DayPicker, props)).match(
          /class="rdp-month"/g,
        ) ?? []
      ).length;
    for (const [limits, props] of [
      [
        {startMonth: `${thisYear + 1}-03`},
        {startMonth: new Date(thisYear + 1, 2, 1)},
      ],
      [
        {endMonth: `${thisYear - 101}-06`},
        {endMonth: new Date(thisYear - 101, 5, 1)},
      ],
    ] as const) {
      for (const captionLayout of ['dropdown', 'dropdown-years'] as const) {
        assert.equal(months({captionLayout, ...props}), 0);
        assert.equal(
          unavailable('captionLayout', {captionLayout, ...limits}),
          true,
        );
      }
      assert.equal(months({captionLayout: 'dropdown-months', ...props}), 1);
      assert.equal(
        unavailable('captionLayout', {
          captionLayout: 'dropdown-months',
          ...limits,
        }),
        false,
      );
    }
  });

  it('offers the week options only where DayPicker reads them', async () => {
    const {DayPicker: Hebrew} = await import('react-day-picker/hebrew');
    for (const Calendar of [DayPicker, Hebrew]) {
      // Around a new year, where the week numbering turns.
      for (const month of [new Date(2026, 11, 1), new Date(2027, 0, 1)]) {
        const markup = (props: object) =>
          renderToStaticMarkup(
            createElement(Calendar, {
              month,
              today: month,
              showOutsideDays: true,
              fixedWeeks: true,
              ...props,
            }),
          );
        for (const weeks of [
          {ISOWeek: true},
          {broadcastCalendar: true},
          {ISOWeek: true, broadcastCalendar: true},
        ]) {
          assert.equal(unavailable('weekStartsOn', weeks), true);
          for (const showWeekNumber of [false, true]) {
            const shown = markup({...weeks, showWeekNumber});
            for (const weekStartsOn of [1, 3, 6]) {
              assert.equal(
                markup({...weeks, showWeekNumber, weekStartsOn}),
                shown,
              );
            }
          }
        }
        for (const weeks of [
          {},
          {broadcastCalendar: true},
          {showWeekNumber: true, ISOWeek: true},
        ]) {
          assert.equal(unavailable('firstWeekContainsDate', weeks), true);
          assert.equal(
            markup({...weeks, firstWeekContainsDate: 4}),
            markup({...weeks, firstWeekContainsDate: 1}),
          );
        }
        assert.equal(
          unavailable('firstWeekContainsDate', {
            showWeekNumber: true,
            calendar: 'ethiopic',
          }),
          true,
        );
        // Where it is offered, it numbers the weeks.
        assert.equal(
          unavailable('firstWeekContainsDate', {showWeekNumber: true}),
          false,
        );
      }
    }
    assert.notEqual(
      renderToStaticMarkup(
        createElement(DayPicker, {
          month: new Date(2027, 0, 1),
          showWeekNumber: true,
          firstWeekContainsDate: 4,
        }),
      ),
      renderToStaticMarkup(
        createElement(DayPicker, {
          month: new Date(2027, 0, 1),
          showWeekNumber: true,
          firstWeekContainsDate: 1,
        }),
      ),
    );
  });
});

/** Whether the playground refuses `key` with the week options `weeks`. */
function unavailable(key: OptionKey, weeks: Partial<PlaygroundState>): boolean {
  return unavailableReason(key, {...DEFAULT_STATE, ...weeks}) !== undefined;
}
