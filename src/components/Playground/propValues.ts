import {TZDate} from 'react-day-picker';

import type {OptionValue, PropPart} from './types';

/** Text a JSX attribute string can hold as it is: no quotes, entities or braces. */
const PLAIN_TEXT = /^[^"&\\{}<>]*$/;

/** The option's value passed as it is to the DayPicker prop `name`. */
export function plainProp(name: string, value: OptionValue): PropPart {
  if (typeof value === 'boolean') {
    return {name, value, code: value || '{false}'};
  }
  if (typeof value === 'number') {
    return {name, value, code: `{${value}}`};
  }
  // JSX attribute strings have no escapes but decode HTML entities: text
  // that could be misread goes in as a JavaScript string literal.
  const text = String(value);
  return {
    name,
    value: text,
    code: PLAIN_TEXT.test(text) ? `"${text}"` : `{${JSON.stringify(text)}}`,
  };
}

/** A choice the state keeps as a string and DayPicker types as a number. */
export function numberProp(name: string, value: string | undefined): PropPart {
  return {name, value: Number(value), code: `{${Number(value)}}`};
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The months the start and end month options take. A year dropdown lists
 * every year between them in each month shown (0000-01 to 9999-12 made
 * 97,344 options at 12 months), and JavaScript reads the years 0 to 99 of
 * `new Date(year, month)` as 1900 to 1999.
 */
export const MONTH_RANGE = {min: '1800-01', max: '2299-12'} as const;

/** A `YYYY-MM` month within MONTH_RANGE. */
export function isMonth(text: string): boolean {
  return MONTH.test(text) && text >= MONTH_RANGE.min && text <= MONTH_RANGE.max;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Formats an instant's offset in `timeZone` (`GMT+09:18:59`); built once per zone. */
export function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en', {
      timeZone,
      timeZoneName: 'longOffset',
    });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

const clockChecks = new Map<string, boolean>();

/**
 * Whether the start (00:00) and the end (23:59:59.999) of a day are on
 * `timeZone`'s clock, with an offset of whole minutes. DayPicker 9.11.0
 * builds its weeks, and its dropdowns' months and years, from such
 * instants, and miscounts them when one is missing from the clock (an
 * offset change at midnight) or its offset has seconds (local mean time).
 * `day` may fall outside the month (0 is the day before the 1st).
 */
export function dayOnTheClock(
  timeZone: string,
  year: number,
  index: number,
  day: number,
): boolean {
  const key = `${timeZone} ${year} ${index} ${day}`;
  let onTheClock = clockChecks.get(key);
  if (onTheClock === undefined) {
    const format = offsetFormat(timeZone);
    const expected = new Date(Date.UTC(year, index, day));
    const times: [number, number, number, number][] = [
      [0, 0, 0, 0],
      [23, 59, 59, 999],
    ];
    onTheClock = times.every(([hours, minutes, seconds, ms]) => {
      const date = new TZDate(
        year,
        index,
        day,
        hours,
        minutes,
        seconds,
        ms,
        timeZone,
      );
      const offset = format
        .formatToParts(date)
        .find((part) => part.type === 'timeZoneName')?.value;
      return (
        date.getDate() === expected.getUTCDate() &&
        date.getHours() === hours &&
        date.getMinutes() === minutes &&
        !/:\d\d:\d\d$/.test(offset ?? '')
      );
    });
    clockChecks.set(key, onTheClock);
  }
  return onTheClock;
}

/**
 * Whether DayPicker 9.11.0 can show the `YYYY-MM` month wrongly in
 * `timeZone` (src/data/knownDefects.ts, `second-offsets`): a day around its
 * first or last day is not on the clock (`dayOnTheClock`). Checked against
 * rendered months in propValues.test.ts.
 */
export function shownWronglyIn(timeZone: string, month: string): boolean {
  const [year, index] = parseMonth(month);
  // From the first week's start (up to 6 days before the 1st) to the last
  // week's end (up to 6 days after the last day), with a day's margin.
  const last = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  const days = Array.from({length: 9}, (_, i) => [i - 6, last - 1 + i]).flat();
  return days.some((day) => !dayOnTheClock(timeZone, year, index, day));
}

/** The `YYYY-MM` month `count` months after `month` (before it when negative). */
export function addToMonth(month: string, count: number): string {
  const [year, index] = parseMonth(month);
  const date = new Date(Date.UTC(year, index + count, 1));
  const yyyy = String(date.getUTCFullYear()).padStart(4, '0');
  return `${yyyy}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** `[year, monthIndex]` of a `YYYY-MM` value. */
export function parseMonth(value: string): [number, number] {
  const [year, month] = value.split('-').map(Number);
  return [year, month - 1];
}

/**
 * A `YYYY-MM` month as a Date prop: its first day, in `timeZone` when one
 * is set (as DayPicker's time-zone guide advises).
 */
export function monthProp(
  name: string,
  value: string | undefined,
  timeZone: string | undefined,
): PropPart {
  const [year, month] = parseMonth(value ?? '');
  if (timeZone) {
    return {
      name,
      value: new TZDate(year, month, 1, timeZone),
      code: `{new TZDate(${year}, ${month}, 1, ${JSON.stringify(timeZone)})}`,
      imports: [{path: 'react-day-picker', name: 'TZDate'}],
    };
  }
  return {
    name,
    value: new Date(year, month, 1),
    code: `{new Date(${year}, ${month})}`,
  };
}

/** DayPicker stylesheet variables set through the `style` prop. */
export function styleProp(variables: Record<string, string>): PropPart {
  const entries = Object.entries(variables).map(
    ([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`,
  );
  return {
    name: 'style',
    value: variables,
    code: `{{ ${entries.join(', ')} } as CSSProperties}`,
    imports: [{path: 'react', name: 'type CSSProperties'}],
  };
}
