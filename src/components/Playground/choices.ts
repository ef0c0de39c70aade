import type {Matcher, Numerals} from 'react-day-picker';

import LOCALE_LABELS from '../../data/playgroundLocaleLabels';
import {
  GREGORIAN_LOCALE_FILES,
  localeExportName,
} from '../../data/playgroundLocales';
import type {CalendarId, Choice, DisabledPreset, Weekday} from './types';

/** The values the playground's options choose from. */

interface Calendar {
  label: string;
  importPath: string;
  locales: readonly Choice[];
}

/** Another calendar system: its entry point exports its own locale and `enUS`. */
function otherCalendar(
  id: CalendarId,
  label: string,
  locale: Choice,
): Calendar {
  return {
    label,
    importPath: `react-day-picker/${id}`,
    locales: [locale, {value: 'enUS', label: 'English (enUS)'}],
  };
}

export const CALENDARS: Record<CalendarId | 'gregorian', Calendar> = {
  gregorian: {
    label: 'Gregorian',
    importPath: 'react-day-picker',
    locales: GREGORIAN_LOCALE_FILES.map((file) => ({
      value: localeExportName(file),
      label: LOCALE_LABELS[file],
    })),
  },
  persian: otherCalendar('persian', 'Persian', {
    value: 'faIR',
    label: 'Persian (faIR)',
  }),
  buddhist: otherCalendar('buddhist', 'Buddhist', {
    value: 'th',
    label: 'Thai (th)',
  }),
  ethiopic: otherCalendar('ethiopic', 'Ethiopic', {
    value: 'amET',
    label: 'Amharic (amET)',
  }),
  hebrew: otherCalendar('hebrew', 'Hebrew', {
    value: 'he',
    label: 'Hebrew (he)',
  }),
};

export const CALENDAR_IDS = [
  'persian',
  'buddhist',
  'ethiopic',
  'hebrew',
] as const satisfies readonly CalendarId[];

/** Every locale name any calendar offers, for parsing before the calendar is known. */
export const ALL_LOCALES: readonly Choice[] = [
  ...new Map(
    Object.values(CALENDARS)
      .flatMap((calendar) => calendar.locales)
      .map((choice) => [choice.value, choice]),
  ).values(),
];

export const WEEKDAYS: readonly Choice<Weekday>[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
].map((label, index) => ({value: String(index) as Weekday, label}));

/**
 * The `Numerals` values Intl formats. `geez` is left out: Intl has no such
 * numbering system, and only the Ethiopic calendar's own formatter writes
 * Ge’ez digits (react-day-picker/dist/esm/ethiopic/lib/formatNumber.js).
 */
export const NUMERALS: readonly Choice<Numerals>[] = (
  [
    ['latn', 'Latin'],
    ['arab', 'Arabic-Indic'],
    ['arabext', 'Eastern Arabic-Indic'],
    ['deva', 'Devanagari'],
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

/** Ge’ez digits, which only the Ethiopic calendar can write. */
export const GEEZ_NUMERALS: Choice<Numerals> = {
  value: 'geez',
  label: 'Ge’ez (geez)',
};

export const TIME_ZONES: readonly Choice[] = [
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

/** Each disabled-days preset: its label, its matcher and the same matcher as code. */
export const DISABLED_PRESETS: Record<
  DisabledPreset,
  {label: string; matcher: (today: Date) => Matcher; code: string}
> = {
  weekends: {
    label: 'Weekends',
    matcher: () => ({dayOfWeek: [0, 6]}),
    code: '{ dayOfWeek: [0, 6] }',
  },
  past: {
    label: 'Past days',
    matcher: (today) => ({before: today}),
    code: '{ before: new Date() }',
  },
  future: {
    label: 'Future days',
    matcher: (today) => ({after: today}),
    code: '{ after: new Date() }',
  },
};
