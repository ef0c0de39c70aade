import type {Numerals} from 'react-day-picker';

import {GREGORIAN_LOCALE_FILES, localeExportName, localeLabel} from './locales';

/**
 * Every option the playground offers, checked against DayPicker 9.11.0's
 * props (`react-day-picker/dist/esm/types/props.d.ts`). This one table drives
 * the controls, the URL query and the generated code.
 */

export type Mode = 'single' | 'multiple' | 'range';
export type CalendarId = 'persian' | 'buddhist' | 'ethiopic' | 'hebrew';
export type DisabledPreset = 'weekends' | 'past' | 'future';
export type CaptionLayout = 'dropdown' | 'dropdown-months' | 'dropdown-years';
export type Weekday = '0' | '1' | '2' | '3' | '4' | '5' | '6';

/** The playground's state: one value per option; `undefined` means "the library's default". */
export interface PlaygroundState {
  mode: Mode | undefined;
  required: boolean;
  min: number | undefined;
  max: number | undefined;
  excludeDisabled: boolean;
  disabled: readonly DisabledPreset[];

  numberOfMonths: number;
  pagedNavigation: boolean;
  reverseMonths: boolean;
  captionLayout: CaptionLayout | undefined;
  reverseYears: boolean;
  startMonth: string | undefined;
  endMonth: string | undefined;
  hideNavigation: boolean;
  disableNavigation: boolean;
  navLayout: 'around' | 'after' | undefined;

  showOutsideDays: boolean;
  fixedWeeks: boolean;
  showWeekNumber: boolean;
  hideWeekdays: boolean;
  footer: string | undefined;
  animate: boolean;

  calendar: CalendarId | undefined;
  locale: string | undefined;
  weekStartsOn: Weekday | undefined;
  firstWeekContainsDate: '1' | '4' | undefined;
  ISOWeek: boolean;
  broadcastCalendar: boolean;
  timeZone: string | undefined;
  numerals: Numerals | undefined;
  dir: 'ltr' | 'rtl' | undefined;

  accentColor: string | undefined;
  accentBackgroundColor: string | undefined;
  todayColor: string | undefined;
  rangeStartColor: string | undefined;
  rangeMiddleColor: string | undefined;
  rangeEndColor: string | undefined;
}

export type OptionKey = keyof PlaygroundState;

/** A month value: `YYYY-MM`. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export type GroupId =
  | 'selection'
  | 'navigation'
  | 'display'
  | 'localization'
  | 'styling';

export const GROUPS: readonly {id: GroupId; legend: string}[] = [
  {id: 'selection', legend: 'Selection'},
  {id: 'navigation', legend: 'Navigation'},
  {id: 'display', legend: 'Display'},
  {id: 'localization', legend: 'Localization'},
  {id: 'styling', legend: 'Styling'},
];

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** When an option only makes sense with others, e.g. `min` with a multiple or range mode. */
interface Availability {
  isAvailable?: (state: PlaygroundState) => boolean;
  /** Completes "only applies …", shown beside a disabled control and in the ignored-query notice. */
  availableWhen?: string;
}

interface Common extends Availability {
  label: string;
  group: GroupId;
  /** One line under the control. */
  hint?: string;
  /** Why the option's value cannot go with the other values (DayPicker would render nothing), if so. */
  conflict?: (state: PlaygroundState) => string | undefined;
}

export interface BooleanOption extends Common {
  kind: 'boolean';
}

export interface ChoiceOption<V extends string = string> extends Common {
  kind: 'choice';
  /** Label of the empty choice: the library's default, left out of the code. */
  defaultLabel: string;
  choices: readonly Choice<V>[];
  /** Narrows `choices` to those valid with the other options (locales per calendar). */
  choicesFor?: (state: PlaygroundState) => readonly Choice<V>[];
}

export interface NumberOption extends Common {
  kind: 'number';
  min: number;
  max: number;
  /** The library's default; `undefined` when the prop is simply unset. */
  defaultValue: number | undefined;
}

export interface MonthOption extends Common {
  kind: 'month';
}

export interface TextOption extends Common {
  kind: 'text';
  maxLength: number;
}

export interface ColorOption extends Common {
  kind: 'color';
  /** The DayPicker stylesheet variable this colour sets. */
  cssVariable: `--rdp-${string}`;
}

export interface FlagsOption<V extends string = string> extends Common {
  kind: 'flags';
  choices: readonly Choice<V>[];
}

/** The option kinds whose values can hold `V`. */
type OptionFor<V> = [V] extends [boolean]
  ? BooleanOption
  : [V] extends [number]
    ? NumberOption
    : [V] extends [number | undefined]
      ? NumberOption
      : [V] extends [readonly (infer F extends string)[]]
        ? FlagsOption<F>
        : [V] extends [string | undefined]
          ? string extends V
            ? MonthOption | TextOption | ColorOption | ChoiceOption
            : ChoiceOption<Exclude<V, undefined>>
          : never;

export type OptionSpec =
  | BooleanOption
  | ChoiceOption
  | NumberOption
  | MonthOption
  | TextOption
  | ColorOption
  | FlagsOption;

const withMode: Availability = {
  isAvailable: (state) => state.mode !== undefined,
  availableWhen: 'with a selection mode',
};

const withManyDays: Availability = {
  isAvailable: (state) => state.mode === 'multiple' || state.mode === 'range',
  availableWhen: 'in multiple or range mode',
};

export const CALENDARS: Record<
  CalendarId | 'gregorian',
  {label: string; importPath: string; locales: readonly Choice[]}
> = {
  gregorian: {
    label: 'Gregorian',
    importPath: 'react-day-picker',
    locales: GREGORIAN_LOCALE_FILES.map((file) => ({
      value: localeExportName(file),
      label: localeLabel(file),
    })),
  },
  persian: {
    label: 'Persian',
    importPath: 'react-day-picker/persian',
    locales: [
      {value: 'faIR', label: 'Persian (faIR)'},
      {value: 'enUS', label: 'English (enUS)'},
    ],
  },
  buddhist: {
    label: 'Buddhist',
    importPath: 'react-day-picker/buddhist',
    locales: [
      {value: 'th', label: 'Thai (th)'},
      {value: 'enUS', label: 'English (enUS)'},
    ],
  },
  ethiopic: {
    label: 'Ethiopic',
    importPath: 'react-day-picker/ethiopic',
    locales: [
      {value: 'amET', label: 'Amharic (amET)'},
      {value: 'enUS', label: 'English (enUS)'},
    ],
  },
  hebrew: {
    label: 'Hebrew',
    importPath: 'react-day-picker/hebrew',
    locales: [
      {value: 'he', label: 'Hebrew (he)'},
      {value: 'enUS', label: 'English (enUS)'},
    ],
  },
};

const CALENDAR_IDS = [
  'persian',
  'buddhist',
  'ethiopic',
  'hebrew',
] as const satisfies readonly CalendarId[];

/** Every locale name any calendar offers, for parsing before the calendar is known. */
const ALL_LOCALES: readonly Choice[] = [
  ...new Map(
    Object.values(CALENDARS)
      .flatMap((calendar) => calendar.locales)
      .map((choice) => [choice.value, choice]),
  ).values(),
];

const WEEKDAYS: readonly Choice<Weekday>[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
].map((label, index) => ({value: String(index) as Weekday, label}));

const NUMERALS: readonly Choice<Numerals>[] = (
  [
    ['latn', 'Latin'],
    ['arab', 'Arabic-Indic'],
    ['arabext', 'Eastern Arabic-Indic'],
    ['deva', 'Devanagari'],
    ['geez', 'Ge’ez'],
    ['beng', 'Bengali'],
    ['guru', 'Gurmukhi'],
    ['gujr', 'Gujarati'],
    ['orya', 'Oriya'],
    ['tamldec', 'Tamil'],
    ['telu', 'Telugu'],
    ['knda', 'Kannada'],
    ['mlym', 'Malayalam'],
    ['thai', 'Thai'],
    ['mymr', 'Myanmar'],
    ['khmr', 'Khmer'],
    ['laoo', 'Lao'],
    ['tibt', 'Tibetan'],
  ] as const
).map(([value, label]) => ({value, label: `${label} (${value})`}));

const TIME_ZONES: readonly Choice[] = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Paris',
  'Africa/Nairobi',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
].map((zone) => ({value: zone, label: zone}));

const color = (
  label: string,
  cssVariable: ColorOption['cssVariable'],
  hint?: string,
): ColorOption => ({
  kind: 'color',
  label,
  group: 'styling',
  cssVariable,
  hint,
});

export const OPTIONS: {
  readonly [K in OptionKey]: OptionFor<PlaygroundState[K]>;
} = {
  mode: {
    kind: 'choice',
    label: 'Mode',
    group: 'selection',
    defaultLabel: 'None',
    choices: [
      {value: 'single', label: 'Single'},
      {value: 'multiple', label: 'Multiple'},
      {value: 'range', label: 'Range'},
    ],
  },
  required: {
    kind: 'boolean',
    label: 'Required',
    group: 'selection',
    hint: 'The selection cannot be cleared.',
    ...withMode,
  },
  min: {
    kind: 'number',
    label: 'Minimum days (min)',
    group: 'selection',
    min: 1,
    max: 60,
    defaultValue: undefined,
    ...withManyDays,
  },
  max: {
    kind: 'number',
    label: 'Maximum days (max)',
    group: 'selection',
    min: 1,
    max: 60,
    defaultValue: undefined,
    ...withManyDays,
  },
  excludeDisabled: {
    kind: 'boolean',
    label: 'Exclude disabled days from ranges (excludeDisabled)',
    group: 'selection',
    isAvailable: (state) => state.mode === 'range',
    availableWhen: 'in range mode',
  },
  disabled: {
    kind: 'flags',
    label: 'Disabled days',
    group: 'selection',
    choices: [
      {value: 'weekends', label: 'Weekends'},
      {value: 'past', label: 'Past days'},
      {value: 'future', label: 'Future days'},
    ],
  },

  numberOfMonths: {
    kind: 'number',
    label: 'Number of months',
    group: 'navigation',
    min: 1,
    max: 12,
    defaultValue: 1,
  },
  pagedNavigation: {
    kind: 'boolean',
    label: 'Paged navigation',
    group: 'navigation',
    hint: 'Navigate by all the months shown.',
  },
  reverseMonths: {
    kind: 'boolean',
    label: 'Reverse months',
    group: 'navigation',
  },
  captionLayout: {
    kind: 'choice',
    label: 'Caption layout',
    group: 'navigation',
    defaultLabel: 'Label',
    choices: [
      {value: 'dropdown', label: 'Dropdowns'},
      {value: 'dropdown-months', label: 'Month dropdown'},
      {value: 'dropdown-years', label: 'Year dropdown'},
    ],
  },
  reverseYears: {
    kind: 'boolean',
    label: 'Reverse years',
    group: 'navigation',
    isAvailable: (state) =>
      state.captionLayout === 'dropdown' ||
      state.captionLayout === 'dropdown-years',
    availableWhen: 'with a year dropdown',
  },
  startMonth: {kind: 'month', label: 'Start month', group: 'navigation'},
  endMonth: {
    kind: 'month',
    label: 'End month',
    group: 'navigation',
    hint: 'Not before the start month.',
    conflict: ({startMonth, endMonth}) =>
      startMonth && endMonth && endMonth < startMonth
        ? 'is before the start month'
        : undefined,
  },
  hideNavigation: {
    kind: 'boolean',
    label: 'Hide navigation',
    group: 'navigation',
  },
  disableNavigation: {
    kind: 'boolean',
    label: 'Disable navigation',
    group: 'navigation',
  },
  navLayout: {
    kind: 'choice',
    label: 'Navigation layout',
    group: 'navigation',
    defaultLabel: 'Default',
    choices: [
      {value: 'around', label: 'Around the caption'},
      {value: 'after', label: 'After the caption'},
    ],
  },

  showOutsideDays: {
    kind: 'boolean',
    label: 'Show outside days',
    group: 'display',
  },
  fixedWeeks: {
    kind: 'boolean',
    label: 'Fixed weeks',
    group: 'display',
    hint: 'Always six weeks per month.',
  },
  showWeekNumber: {
    kind: 'boolean',
    label: 'Show week numbers',
    group: 'display',
  },
  hideWeekdays: {kind: 'boolean', label: 'Hide weekdays', group: 'display'},
  footer: {
    kind: 'text',
    label: 'Footer',
    group: 'display',
    maxLength: 120,
    hint: 'A live region read by screen readers.',
  },
  animate: {kind: 'boolean', label: 'Animate', group: 'display'},

  calendar: {
    kind: 'choice',
    label: 'Calendar system',
    group: 'localization',
    defaultLabel: 'Gregorian',
    choices: CALENDAR_IDS.map((id) => ({
      value: id,
      label: CALENDARS[id].label,
    })),
  },
  locale: {
    kind: 'choice',
    label: 'Locale',
    group: 'localization',
    defaultLabel: 'Calendar default',
    choices: ALL_LOCALES,
    choicesFor: (state) => CALENDARS[state.calendar ?? 'gregorian'].locales,
  },
  weekStartsOn: {
    kind: 'choice',
    label: 'Week starts on',
    group: 'localization',
    defaultLabel: 'Locale default',
    choices: WEEKDAYS,
  },
  firstWeekContainsDate: {
    kind: 'choice',
    label: 'First week contains',
    group: 'localization',
    defaultLabel: 'Locale default',
    choices: [
      {value: '1', label: '1 January'},
      {value: '4', label: '4 January'},
    ],
  },
  ISOWeek: {kind: 'boolean', label: 'ISO weeks', group: 'localization'},
  broadcastCalendar: {
    kind: 'boolean',
    label: 'Broadcast calendar',
    group: 'localization',
  },
  timeZone: {
    kind: 'choice',
    label: 'Time zone',
    group: 'localization',
    defaultLabel: 'Browser’s',
    choices: TIME_ZONES,
  },
  numerals: {
    kind: 'choice',
    label: 'Numerals',
    group: 'localization',
    defaultLabel: 'Calendar default',
    choices: NUMERALS,
  },
  dir: {
    kind: 'choice',
    label: 'Text direction',
    group: 'localization',
    defaultLabel: 'Calendar default',
    choices: [
      {value: 'ltr', label: 'Left to right'},
      {value: 'rtl', label: 'Right to left'},
    ],
  },

  accentColor: color(
    'Accent colour',
    '--rdp-accent-color',
    'Selected days, today and buttons.',
  ),
  accentBackgroundColor: color(
    'Accent background',
    '--rdp-accent-background-color',
  ),
  todayColor: color('Today', '--rdp-today-color'),
  rangeStartColor: color(
    'Range start background',
    '--rdp-range_start-date-background-color',
  ),
  rangeMiddleColor: color(
    'Range middle background',
    '--rdp-range_middle-background-color',
  ),
  rangeEndColor: color(
    'Range end background',
    '--rdp-range_end-date-background-color',
  ),
};

export const OPTION_KEYS = Object.keys(OPTIONS) as OptionKey[];

export type OptionValue = PlaygroundState[OptionKey];

function defaultValue(spec: OptionSpec): OptionValue {
  switch (spec.kind) {
    case 'boolean':
      return false;
    case 'number':
      return spec.defaultValue;
    case 'flags':
      return [];
    default:
      return undefined;
  }
}

export const DEFAULT_STATE = Object.fromEntries(
  OPTION_KEYS.map((key) => [key, defaultValue(OPTIONS[key])]),
) as unknown as PlaygroundState;

export function isDefault(key: OptionKey, value: OptionValue): boolean {
  const fallback = DEFAULT_STATE[key];
  if (Array.isArray(value) && Array.isArray(fallback)) {
    return value.length === fallback.length;
  }
  return value === fallback;
}

export function choicesOf(
  spec: ChoiceOption,
  state: PlaygroundState,
): readonly Choice[] {
  return spec.choicesFor?.(state) ?? spec.choices;
}

/** Why `key`'s value cannot apply with the rest of `state`, or `undefined` when it can. */
export function unavailableReason(
  key: OptionKey,
  state: PlaygroundState,
): string | undefined {
  const spec: OptionSpec = OPTIONS[key];
  if (spec.isAvailable && !spec.isAvailable(state)) {
    return `only applies ${spec.availableWhen}`;
  }
  const value = state[key];
  if (
    spec.kind === 'choice' &&
    value !== undefined &&
    !choicesOf(spec, state).some((c) => c.value === value)
  ) {
    return `not available in the ${CALENDARS[state.calendar ?? 'gregorian'].label} calendar`;
  }
  return spec.conflict?.(state);
}

/**
 * Resets the values that cannot apply with the other options (`min` without
 * a multiple or range mode, a locale another calendar lacks, an end month
 * before the start month), so the
 * calendar, the URL and the code always agree. Returns what it reset.
 */
export function normalise(state: PlaygroundState): {
  state: PlaygroundState;
  reset: {key: OptionKey; reason: string}[];
} {
  const next: Record<OptionKey, OptionValue> = {...state};
  const reset: {key: OptionKey; reason: string}[] = [];
  for (const key of OPTION_KEYS) {
    if (isDefault(key, next[key])) {
      continue;
    }
    const reason = unavailableReason(key, next as PlaygroundState);
    if (reason) {
      next[key] = DEFAULT_STATE[key];
      reset.push({key, reason});
    }
  }
  return {state: next as PlaygroundState, reset};
}

/**
 * The state with `key` set, and the values that no longer apply reset. The
 * controls only produce values of the option's own kind, so `value` fits.
 */
export function withOption(
  state: PlaygroundState,
  key: OptionKey,
  value: OptionValue,
): PlaygroundState {
  return normalise({...state, [key]: value} as PlaygroundState).state;
}
