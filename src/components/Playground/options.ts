import {
  ALL_LOCALES,
  CALENDAR_IDS,
  CALENDARS,
  DISABLED_PRESETS,
  GEEZ_NUMERALS,
  NUMERALS,
  TIME_ZONES,
  WEEKDAYS,
} from './choices';
import {
  addToMonth,
  dayOnTheClock,
  MONTH_RANGE,
  monthProp,
  numberProp,
  parseMonth,
  shownWronglyIn,
} from './propValues';
import type {
  Availability,
  ColorOption,
  DisabledPreset,
  GroupId,
  OptionFor,
  OptionKey,
  PlaygroundState,
} from './types';

/**
 * Every option the playground offers, checked against DayPicker 9.11.0's
 * props (`react-day-picker/dist/esm/types/props.d.ts`). This one table drives
 * the controls, the URL query, the live calendar's props and the generated
 * code: an option without `toProps` is the DayPicker prop of its own name.
 */

export const GROUPS: readonly {id: GroupId; legend: string}[] = [
  {id: 'selection', legend: 'Selection'},
  {id: 'navigation', legend: 'Navigation'},
  {id: 'display', legend: 'Display'},
  {id: 'localization', legend: 'Localization'},
  {id: 'styling', legend: 'Styling'},
];

const SHOWN_WRONGLY =
  'a month DayPicker shows wrongly in this time zone, whose offset then had seconds or changed at midnight (see the Time zones page)';

/**
 * Why a start or end month is not used in the chosen time zone: it, or a
 * month shown beside it without navigating (`numberOfMonths`), is a month
 * DayPicker shows wrongly there. `step` is 1 from the start month, -1 from
 * the end month; the months shown beside it stop at the other limit.
 */
function shownWronglyConflict(
  {numberOfMonths = 1, startMonth, endMonth, timeZone}: PlaygroundState,
  step: 1 | -1,
): string | undefined {
  const month = step === 1 ? startMonth : endMonth;
  if (!month || !timeZone) {
    return undefined;
  }
  if (shownWronglyIn(timeZone, month)) {
    return `is ${SHOWN_WRONGLY}`;
  }
  const beside = Array.from({length: numberOfMonths - 1}, (_, i) =>
    addToMonth(month, step * (i + 1)),
  ).filter(
    (other) =>
      (!startMonth || other >= startMonth) && (!endMonth || other <= endMonth),
  );
  const wrong = beside.find((other) => shownWronglyIn(timeZone, other));
  return wrong
    ? `with ${numberOfMonths} months, shows ${wrong} beside it, ${SHOWN_WRONGLY}`
    : undefined;
}

/**
 * Why a dropdown caption is not used in the chosen time zone: DayPicker
 * 9.11.0 builds the year dropdown from 1 January of each year it lists
 * (the last hundred years without a start or end month) and the month
 * dropdown from the 1st of each month of the year shown, up to the next
 * January, and can list wrong ones where such a day is not on the zone's
 * clock (`dayOnTheClock`). Years of local mean time alone come out right,
 * and are refused too: hence "can" in the message.
 */
function dropdownConflict({
  captionLayout,
  startMonth,
  endMonth,
  numberOfMonths = 1,
  timeZone,
}: PlaygroundState): string | undefined {
  const thisYear = new Date().getFullYear();
  const first = startMonth ? parseMonth(startMonth)[0] : undefined;
  const last = endMonth ? parseMonth(endMonth)[0] : undefined;
  const years =
    captionLayout === 'dropdown' || captionLayout === 'dropdown-years';
  // A year dropdown fills the limit left unset with the end of this year or
  // the start of a hundred years ago, which can fall on the wrong side of
  // the one set: DayPicker then draws no month at all.
  if (years && first !== undefined && last === undefined && first > thisYear) {
    return `draws no month with a start month after this year and no end month: the years end at ${thisYear}`;
  }
  if (
    years &&
    last !== undefined &&
    first === undefined &&
    last < thisYear - 100
  ) {
    return `draws no month with an end month more than a hundred years back and no start month: the years start at ${thisYear - 100}`;
  }
  if (!captionLayout || !timeZone) {
    return undefined;
  }
  // A year starts and ends on the 1st and the 31st around its new years.
  const yearOnTheClock = (zone: string, year: number) =>
    [
      [0, 0],
      [0, 1],
      [11, 31],
      [12, 1],
    ].every(([index, day]) => dayOnTheClock(zone, year, index, day));
  const lists = (what: string, year: number) =>
    `can list the ${what} wrongly in this time zone, whose offset changed at midnight or had seconds around ${year} (see the Time zones page)`;
  if (captionLayout !== 'dropdown-months') {
    const from = first ?? thisYear - 100;
    const to = last ?? thisYear;
    for (let year = from; year <= to; year++) {
      if (!yearOnTheClock(timeZone, year)) {
        return lists('years', year);
      }
    }
  }
  if (captionLayout !== 'dropdown-years') {
    // Each month shown first has its own dropdown, of its year: the months
    // from today, or from the limit the view is kept to.
    const shown = new Set<number>();
    const showFrom = (from: string, count: number, step: 1 | -1) => {
      for (let i = 0; i < count; i++) {
        shown.add(parseMonth(addToMonth(from, step * i))[0]);
      }
    };
    // Today's view, wherever today falls in this year.
    showFrom(`${thisYear}-01`, 12 + numberOfMonths - 1, 1);
    if (startMonth) {
      showFrom(startMonth, numberOfMonths, 1);
    }
    if (endMonth) {
      showFrom(endMonth, numberOfMonths, -1);
    }
    for (const year of shown) {
      for (let index = 1; index < 12; index++) {
        if (
          !yearOnTheClock(timeZone, year) ||
          !dayOnTheClock(timeZone, year, index, 1)
        ) {
          return lists(`months of ${year}`, year);
        }
      }
    }
  }
  return undefined;
}

const withMode: Availability = {
  isAvailable: (state) => state.mode !== undefined,
  availableWhen: 'with a selection mode',
};

const withManyDays: Availability = {
  isAvailable: (state) => state.mode === 'multiple' || state.mode === 'range',
  availableWhen: 'in multiple or range mode',
};

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
    // The code keeps the selection in a `useState` (see codegen.ts).
    toProps: ({mode}, {selection}) => [
      {
        name: 'mode',
        value: mode,
        code: `"${mode}"`,
        imports: [
          {path: 'react', name: 'useState'},
          ...(mode === 'range'
            ? [{path: 'react-day-picker', name: 'type DateRange'}]
            : []),
        ],
      },
      {name: 'selected', value: selection.selected, code: '{selected}'},
      {name: 'onSelect', value: selection.onSelect, code: '{setSelected}'},
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
    hint: 'Not less than the minimum.',
    conflict: ({min, max}) =>
      min !== undefined && max !== undefined && max < min
        ? 'is less than the minimum'
        : undefined,
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
    choices: Object.entries(DISABLED_PRESETS).map(([value, {label}]) => ({
      value: value as DisabledPreset,
      label,
    })),
    toProps: ({disabled}, {today}) => {
      const presets = disabled.map((preset) => DISABLED_PRESETS[preset]);
      const codes = presets.map((preset) => preset.code);
      const matchers = presets.map((preset) => preset.matcher(today));
      return [
        matchers.length === 1
          ? {name: 'disabled', value: matchers[0], code: `{${codes[0]}}`}
          : {
              name: 'disabled',
              value: matchers,
              code: `{[${codes.join(', ')}]}`,
            },
      ];
    },
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
    conflict: dropdownConflict,
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
  startMonth: {
    kind: 'month',
    label: 'Start month',
    group: 'navigation',
    hint: `From ${MONTH_RANGE.min} to ${MONTH_RANGE.max}.`,
    conflict: (state) => shownWronglyConflict(state, 1),
    toProps: ({startMonth, timeZone}) => [
      monthProp('startMonth', startMonth, timeZone),
    ],
  },
  endMonth: {
    kind: 'month',
    label: 'End month',
    group: 'navigation',
    hint: `Not before the start month, and up to ${MONTH_RANGE.max}.`,
    conflict: (state) =>
      state.startMonth && state.endMonth && state.endMonth < state.startMonth
        ? 'is before the start month'
        : shownWronglyConflict(state, -1),
    toProps: ({endMonth, timeZone}) => [
      monthProp('endMonth', endMonth, timeZone),
    ],
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
    // Not a prop: it picks the module DayPicker comes from (CALENDARS).
    toProps: () => [],
  },
  locale: {
    kind: 'choice',
    label: 'Locale',
    group: 'localization',
    defaultLabel: 'Calendar default',
    choices: ALL_LOCALES,
    choicesFor: (state) => CALENDARS[state.calendar ?? 'gregorian'].locales,
    toProps: ({locale, calendar}, context) => [
      {
        name: 'locale',
        value: context.locale,
        code: `{${locale}}`,
        imports: [
          {
            path: calendar
              ? CALENDARS[calendar].importPath
              : 'react-day-picker/locale',
            name: String(locale),
          },
        ],
      },
    ],
  },
  weekStartsOn: {
    kind: 'choice',
    label: 'Week starts on',
    group: 'localization',
    defaultLabel: 'Locale default',
    choices: WEEKDAYS,
    toProps: ({weekStartsOn}) => [numberProp('weekStartsOn', weekStartsOn)],
    // ISO and broadcast weeks start on Monday whatever it says.
    isAvailable: (state) => !state.ISOWeek && !state.broadcastCalendar,
    availableWhen: 'without ISO weeks or the broadcast calendar',
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
    toProps: ({firstWeekContainsDate}) => [
      numberProp('firstWeekContainsDate', firstWeekContainsDate),
    ],
    // It numbers the weeks; ISO weeks, and the Ethiopic calendar's, have
    // their own numbering.
    isAvailable: (state) =>
      state.showWeekNumber === true &&
      !state.ISOWeek &&
      state.calendar !== 'ethiopic',
    availableWhen:
      'with week numbers, without ISO weeks, outside the Ethiopic calendar',
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
    hint: 'Months DayPicker shows wrongly in the zone (next to an offset change at midnight, or in local mean time) are not used as start or end month, nor one that would show them beside it, nor a dropdown caption that would list them wrongly; navigating can still reach them.',
  },
  numerals: {
    kind: 'choice',
    label: 'Numerals',
    group: 'localization',
    defaultLabel: 'Calendar default',
    choices: [...NUMERALS, GEEZ_NUMERALS],
    choicesFor: (state) =>
      state.calendar === 'ethiopic' ? [...NUMERALS, GEEZ_NUMERALS] : NUMERALS,
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
