import {
  TZDate,
  type DayPickerProps,
  type Locale,
  type Matcher,
} from 'react-day-picker';

import {
  OPTION_KEYS,
  OPTIONS,
  isDefault,
  type DisabledPreset,
  type OptionKey,
  type PlaygroundState,
} from './options';

/** Every prop name of any DayPicker mode (`min` exists only in multiple and range modes). */
type DayPickerPropName = DayPickerProps extends infer P
  ? P extends unknown
    ? keyof P
    : never
  : never;

/**
 * The options passed to DayPicker as props of the same name, in the order the
 * code lists them. The `satisfies` clause fails the type check if DayPicker
 * stops accepting one of them.
 */
export const PLAIN_PROPS = [
  'required',
  'min',
  'max',
  'excludeDisabled',
  'numberOfMonths',
  'pagedNavigation',
  'reverseMonths',
  'captionLayout',
  'reverseYears',
  'hideNavigation',
  'disableNavigation',
  'navLayout',
  'showOutsideDays',
  'fixedWeeks',
  'showWeekNumber',
  'hideWeekdays',
  'footer',
  'animate',
  'weekStartsOn',
  'firstWeekContainsDate',
  'ISOWeek',
  'broadcastCalendar',
  'timeZone',
  'numerals',
  'dir',
] as const satisfies readonly (OptionKey & DayPickerPropName)[];

/** Options stored as strings in the state but typed as numbers by DayPicker. */
export const NUMERIC_CHOICES: ReadonlySet<OptionKey> = new Set([
  'weekStartsOn',
  'firstWeekContainsDate',
]);

/** `[year, monthIndex]` of a `YYYY-MM` value. */
export function parseMonth(value: string): [number, number] {
  const [year, month] = value.split('-').map(Number);
  return [year, month - 1];
}

/** The first day of a `YYYY-MM` month, in `timeZone` when one is set (as DayPicker's time-zone guide advises). */
export function monthDate(value: string, timeZone: string | undefined): Date {
  const [year, month] = parseMonth(value);
  return timeZone
    ? new TZDate(year, month, 1, timeZone)
    : new Date(year, month, 1);
}

/** The matcher for each disabled-days preset, relative to `today`. */
export function disabledMatcher(preset: DisabledPreset, today: Date): Matcher {
  switch (preset) {
    case 'weekends':
      return {dayOfWeek: [0, 6]};
    case 'past':
      return {before: today};
    case 'future':
      return {after: today};
  }
}

/** The DayPicker stylesheet variables the styling options set. */
export function styleVariables(state: PlaygroundState): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const key of OPTION_KEYS) {
    const spec = OPTIONS[key];
    const value = state[key];
    if (spec.kind === 'color' && typeof value === 'string') {
      variables[spec.cssVariable] = value;
    }
  }
  return variables;
}

/** The selection, which the preview owns: its value for the current mode and its setter. */
export interface Selection {
  selected: unknown;
  onSelect: (value: unknown) => void;
}

/**
 * The props the live calendar gets for `state`. Props left at their
 * defaults are omitted, as in the generated code.
 */
export function dayPickerProps(
  state: PlaygroundState,
  locale: Locale | undefined,
  selection: Selection,
  today: Date = new Date(),
): DayPickerProps {
  const props: Record<string, unknown> = {};
  if (state.mode) {
    props.mode = state.mode;
    props.selected = selection.selected;
    props.onSelect = selection.onSelect;
  }
  for (const key of PLAIN_PROPS) {
    const value = state[key];
    if (isDefault(key, value)) {
      continue;
    }
    props[key] = NUMERIC_CHOICES.has(key) ? Number(value) : value;
  }
  if (state.startMonth) {
    props.startMonth = monthDate(state.startMonth, state.timeZone);
  }
  if (state.endMonth) {
    props.endMonth = monthDate(state.endMonth, state.timeZone);
  }
  if (state.disabled.length > 0) {
    const matchers = state.disabled.map((preset) =>
      disabledMatcher(preset, today),
    );
    props.disabled = matchers.length === 1 ? matchers[0] : matchers;
  }
  if (locale) {
    props.locale = locale;
  }
  const variables = styleVariables(state);
  if (Object.keys(variables).length > 0) {
    props.style = variables;
  }
  // The props' type is a union discriminated by `mode`, which is only known
  // at run time here; the generated code spells it statically instead.
  return props as DayPickerProps;
}
