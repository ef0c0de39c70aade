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

/**
 * Whether `timeZone`'s offset had seconds when the `YYYY-MM` month began
 * there, as in local mean time before the zone took standard time
 * (`Asia/Tokyo` until 1887 was `GMT+09:18:59`): DayPicker can then show
 * another month (src/data/knownDefects.ts, `second-offsets`).
 */
export function offsetHasSeconds(timeZone: string, month: string): boolean {
  const [year, index] = parseMonth(month);
  const offset = new Intl.DateTimeFormat('en', {
    timeZone,
    timeZoneName: 'longOffset',
  }).format(new TZDate(year, index, 1, timeZone));
  return /:\d\d:\d\d$/.test(offset);
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
