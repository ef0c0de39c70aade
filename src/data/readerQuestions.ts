/**
 * Questions readers of DayPicker actually ask, found in the public issue
 * threads of gpbl/react-day-picker and shadcn-ui/ui, each paraphrased in our
 * own words, with the threads that ask it and how it was triaged:
 *
 * - answered: the section of this site that answers it, for each version it
 *   applies to;
 * - a library bug: the release that fixed it (src/data/readerBugs.ts);
 * - out of scope: why this site doesn't answer it
 *   (src/data/readerOutOfScope.ts).
 *
 * - tests/unit/readerQuestions.test.ts checks that every answer's page and
 *   `#anchor` exist in the build, that each bug names a published release,
 *   and that no thread is triaged two ways.
 * - A question with `search` adds that phrasing to the search quality
 *   queries (tests/fixtures/qualityQueries.ts): the answer's page must come
 *   first for it, in each version it is answered for.
 */
import type {DocVersionId} from './docVersions';
import {READER_BUGS} from './readerBugs';
import {READER_OUT_OF_SCOPE} from './readerOutOfScope';

/** A page of this site and one of its sections. */
type SectionUrl = `/${string}#${string}`;

interface TriagedThreads {
  /** The question, paraphrased in our own words. */
  readonly question: string;
  /** Threads that ask it: `owner/repo#number`. */
  readonly sources: readonly string[];
}

/** A question a section of this site answers. */
export interface AnsweredQuestion extends TriagedThreads {
  /** The page and section that answer it, per version it applies to. */
  readonly answers: Partial<Record<DocVersionId, SectionUrl>>;
  /** The words a reader would type into search, when tested there. */
  readonly search?: string;
  readonly bug?: never;
  readonly outOfScope?: never;
}

/** A report of a defect in the library itself. */
export interface LibraryBug extends TriagedThreads {
  readonly bug: {
    /** The first release with the fix, or null when 9.11.0 still has it. */
    readonly fixedIn: string | null;
    /** That release's entry on a changelog page of this site. */
    readonly changelog?: SectionUrl;
  };
  readonly answers?: never;
  readonly outOfScope?: never;
}

/** A thread this site leaves unanswered, and why. */
export interface OutOfScopeQuestion extends TriagedThreads {
  /** One line: why it is not a question about DayPicker 8 or 9. */
  readonly outOfScope: string;
  readonly answers?: never;
  readonly bug?: never;
}

export type ReaderQuestion = AnsweredQuestion | LibraryBug | OutOfScopeQuestion;

export function isAnswered(
  question: ReaderQuestion,
): question is AnsweredQuestion {
  return question.answers !== undefined;
}

export const READER_QUESTIONS: readonly ReaderQuestion[] = [
  {
    question:
      "How do I connect the calendar to a react-hook-form field, so the picked date becomes the field's value?",
    sources: ['shadcn-ui/ui#615', 'shadcn-ui/ui#731', 'shadcn-ui/ui#2984'],
    answers: {
      v9: '/recipes/forms#react-hook-form',
      v8: '/v8/recipes/forms#react-hook-form',
    },
    search: 'react hook form',
  },
  {
    question:
      'How do I send the chosen date with an ordinary HTML form submission when the calendar renders no input?',
    sources: ['shadcn-ui/ui#2984'],
    answers: {
      v9: '/recipes/forms#plain-form',
      v8: '/v8/recipes/forms#plain-form',
    },
    search: 'form submit hidden input',
  },
  {
    question:
      'Why does a date field with a default value snap back to it, or become 1 January 1970, instead of staying empty?',
    sources: ['shadcn-ui/ui#4115', 'shadcn-ui/ui#5503'],
    answers: {
      v9: '/recipes/forms#default-values',
      v8: '/v8/recipes/forms#default-values',
    },
    search: 'form default value',
  },
  {
    question: 'How do I keep both ends of a date range in a single form field?',
    sources: ['shadcn-ui/ui#1291'],
    answers: {
      v9: '/recipes/forms#date-range-field',
      v8: '/v8/recipes/forms#date-range-field',
    },
  },
  {
    question:
      'How do I turn the picked date into a plain string such as 2025-07-04 before saving or submitting it?',
    sources: ['shadcn-ui/ui#1291'],
    answers: {
      v9: '/recipes/forms#plain-form',
      v8: '/v8/recipes/forms#plain-form',
    },
  },
  {
    question:
      'Why does TypeScript reject selected or onSelect when the mode comes from a variable typed as a union of modes?',
    sources: [
      'gpbl/react-day-picker#1569',
      'gpbl/react-day-picker#1583',
      'gpbl/react-day-picker#2038',
    ],
    answers: {
      v9: '/recipes/typescript#mode-at-run-time',
      v8: '/v8/recipes/typescript#mode-at-run-time',
    },
    search: 'mode union type',
  },
  {
    question:
      'After upgrading, why does TypeScript say a Date is not assignable to DateRange in a single-mode calendar?',
    sources: ['gpbl/react-day-picker#2423'],
    answers: {
      v9: '/recipes/typescript#selection-types',
    },
  },
  {
    question:
      "Why won't TypeScript accept a form library's onChange as the calendar's onSelect handler?",
    sources: ['shadcn-ui/ui#731'],
    answers: {
      v9: '/recipes/typescript#selection-types',
      v8: '/v8/recipes/typescript#selection-types',
    },
  },
  {
    question:
      'How do I type the props of my own component that wraps DayPicker and passes its props through?',
    sources: ['gpbl/react-day-picker#2801'],
    answers: {
      v9: '/recipes/typescript#wrapper-component',
      v8: '/v8/recipes/typescript#wrapper-component',
    },
    search: 'wrapper component props type',
  },
  {
    question:
      'Why does a statically built Next.js page mark two days as today until the month changes?',
    sources: ['gpbl/react-day-picker#2768'],
    answers: {
      v9: '/recipes/server-rendering#avoid-the-build-day',
      v8: '/v8/recipes/server-rendering#avoid-the-build-day',
    },
    search: 'today at build time',
  },
  {
    question:
      'How do I stop hydration mismatches when the server and the browser disagree about the current day?',
    sources: ['gpbl/react-day-picker#2768'],
    answers: {
      v9: '/recipes/server-rendering#avoid-the-build-day',
      v8: '/v8/recipes/server-rendering#avoid-the-build-day',
    },
    search: 'hydration mismatch',
  },
  {
    question:
      "Why does Jest fail with 'Cannot use import statement outside a module' once DayPicker 9 is installed?",
    sources: ['gpbl/react-day-picker#2524', 'gpbl/react-day-picker#2535'],
    answers: {
      v9: '/recipes/testing#jest',
    },
    search: 'jest esm',
  },
  {
    question: 'How do I find and click a given day in a Testing Library test?',
    sources: ['gpbl/react-day-picker#1546', 'gpbl/react-day-picker#1673'],
    answers: {
      v9: '/recipes/testing#find-days',
      v8: '/v8/recipes/testing#find-days',
    },
    search: 'testing library click day',
  },
  {
    question:
      "How do I pin today's date in tests when mocking Date no longer moves the calendar?",
    sources: ['gpbl/react-day-picker#2477'],
    answers: {
      v9: '/recipes/testing#fix-the-date',
      v8: '/v8/recipes/testing#fix-the-date',
    },
    search: 'mock today in tests',
  },
  {
    question:
      'How do I make the calendar stretch to the full width of its container?',
    sources: [
      'gpbl/react-day-picker#2565',
      'shadcn-ui/ui#3996',
      'shadcn-ui/ui#10209',
    ],
    answers: {
      v9: '/recipes/layout#fill-container',
      v8: '/v8/recipes/layout#fill-container',
    },
    search: 'full width calendar',
  },
  {
    question:
      'How do I make the day cells bigger, and which CSS variable sets their width and which their height?',
    sources: ['gpbl/react-day-picker#2352'],
    answers: {
      v9: '/recipes/layout#cell-size',
      v8: '/v8/recipes/layout#cell-size',
    },
    search: 'day cell size',
  },
  {
    question: 'Can the calendar pick only a month and a year, without a day?',
    sources: [
      'gpbl/react-day-picker#738',
      'gpbl/react-day-picker#744',
      'gpbl/react-day-picker#902',
      'gpbl/react-day-picker#960',
    ],
    answers: {
      v9: '/recipes/month-picker#month-and-year-only',
      v8: '/v8/recipes/month-picker#month-and-year-only',
    },
    search: 'month picker',
  },
  {
    question:
      'How do I let users jump to a distant year, for a date of birth, without clicking through every month?',
    sources: [
      'gpbl/react-day-picker#776',
      'shadcn-ui/ui#546',
      'shadcn-ui/ui#2982',
      'shadcn-ui/ui#6374',
    ],
    answers: {
      v9: '/docs/navigation#show-dropdowns-in-the-caption',
      v8: '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
    },
    search: 'dropdown caption',
  },
  {
    question:
      'Why does setting captionLayout to a dropdown change nothing in DayPicker 8?',
    sources: [
      'gpbl/react-day-picker#1930',
      'gpbl/react-day-picker#1961',
      'shadcn-ui/ui#880',
      'shadcn-ui/ui#8137',
    ],
    answers: {
      v8: '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
    },
  },
  {
    question:
      "Why do the caption's month and year dropdowns look unstyled, with each value shown twice?",
    sources: ['shadcn-ui/ui#509', 'shadcn-ui/ui#2016'],
    answers: {
      v9: '/troubleshooting#dropdowns-shown-twice',
      v8: '/v8/troubleshooting#dropdowns-shown-twice',
    },
    search: 'dropdowns unstyled',
  },
  {
    question:
      "Why does the years dropdown end at the current year, so that later years can't be chosen?",
    sources: [
      'gpbl/react-day-picker#2648',
      'gpbl/react-day-picker#2829',
      'shadcn-ui/ui#8187',
    ],
    answers: {
      v9: '/docs/navigation#show-dropdowns-in-the-caption',
    },
  },
  {
    question:
      'Can the month and year dropdowns be shown together with the previous and next buttons?',
    sources: ['gpbl/react-day-picker#1663', 'gpbl/react-day-picker#1678'],
    answers: {
      v9: '/docs/navigation#show-dropdowns-in-the-caption',
      v8: '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
    },
  },
  {
    question:
      'How do I replace the native month and year selects with my own select component?',
    sources: [
      'gpbl/react-day-picker#1787',
      'shadcn-ui/ui#1574',
      'shadcn-ui/ui#7600',
    ],
    answers: {
      v9: '/guides/custom-components#custom-dropdown',
    },
  },
  {
    question:
      'Why does the shadcn/ui Calendar look broken after react-day-picker is upgraded to version 9?',
    sources: [
      'shadcn-ui/ui#4361',
      'shadcn-ui/ui#4366',
      'shadcn-ui/ui#4518',
      'shadcn-ui/ui#4735',
      'shadcn-ui/ui#5799',
      'shadcn-ui/ui#6245',
      'shadcn-ui/ui#7516',
      'shadcn-ui/ui#7861',
      'shadcn-ui/ui#8319',
    ],
    answers: {
      v9: '/recipes/shadcn-calendar#from-v8-to-v9',
    },
    search: 'shadcn calendar v9',
  },
  {
    question:
      'Which classNames keys must a shadcn-style calendar use in v9 in place of table, cell, day_selected or nav_button?',
    sources: ['shadcn-ui/ui#6084', 'shadcn-ui/ui#6151', 'shadcn-ui/ui#10933'],
    answers: {
      v9: '/recipes/shadcn-calendar#class-names',
    },
    search: 'shadcn classNames',
  },
  {
    question:
      'What replaces the IconLeft and IconRight components that TypeScript no longer accepts?',
    sources: [
      'gpbl/react-day-picker#2451',
      'shadcn-ui/ui#5417',
      'shadcn-ui/ui#5600',
      'shadcn-ui/ui#7226',
    ],
    answers: {
      v9: '/recipes/shadcn-calendar#components-and-icons',
    },
    search: 'IconLeft',
  },
  {
    question:
      "Why doesn't the calendar take the focus when its popover opens, even with initialFocus set?",
    sources: ['gpbl/react-day-picker#2579'],
    answers: {
      v9: '/upgrading#focus-on-mount',
      v8: '/v8/using-daypicker/accessibility#move-the-focus-when-the-calendar-appears',
    },
  },
  {
    question:
      'Why does npm refuse to install react-day-picker 8 in an app that runs React 19?',
    sources: ['shadcn-ui/ui#7258'],
    answers: {
      v9: '/upgrading#update-the-package',
      v8: '/v8/start#install-the-package',
    },
  },
  {
    question:
      "How do I close the date picker's popover as soon as a day is picked?",
    sources: ['shadcn-ui/ui#901'],
    answers: {
      v9: '/guides/input-fields#open-the-calendar-in-a-dialog',
      v8: '/v8/advanced-guides/input-fields#open-the-calendar-in-a-popover',
    },
    search: 'close popover after select',
  },
  {
    question:
      'How do I make the picker open on the month of the selected date rather than the current month?',
    sources: ['shadcn-ui/ui#1713'],
    answers: {
      v9: '/docs/navigation#set-the-initial-month',
      v8: '/v8/using-daypicker/navigation#set-the-first-month',
    },
  },
  {
    question:
      'Why does clicking the selected day clear it and pass undefined to onSelect, and how do I keep it selected?',
    sources: ['gpbl/react-day-picker#2063', 'gpbl/react-day-picker#2333'],
    answers: {
      v9: '/docs/selection-modes#require-a-selection',
      v8: '/v8/using-daypicker/selection-modes#make-the-selection-required',
    },
    search: 'required selection',
  },
  {
    question:
      'Once a range is complete, how do I make the next click start a new range instead of moving one of its ends?',
    sources: [
      'gpbl/react-day-picker#2140',
      'gpbl/react-day-picker#2796',
      'shadcn-ui/ui#11159',
    ],
    answers: {
      v9: '/docs/selection-modes#start-a-new-range',
      v8: '/v8/using-daypicker/selection-modes#start-a-new-range',
    },
    search: 'start a new range',
  },
  {
    question:
      'Do min and max count days or nights in range mode, and why does max of 1 still allow two days?',
    sources: ['gpbl/react-day-picker#2739'],
    answers: {
      v9: '/docs/selection-modes#set-a-minimum-and-maximum-length',
      v8: '/v8/using-daypicker/selection-modes#limit-the-length-of-a-range',
    },
  },
  {
    question:
      'After the first click of a range, how do I disable the days that would make it longer than max?',
    sources: ['gpbl/react-day-picker#2361'],
    // DayPicker 8 disables them by itself. DayPicker 9 disables none, and no
    // v9 section shows the matcher that does it yet (a seam of issue 46).
    answers: {
      v8: '/v8/using-daypicker/selection-modes#limit-the-length-of-a-range',
    },
  },
  {
    question:
      'How do I stop users from picking past days, or future days for a date of birth?',
    sources: [
      'gpbl/react-day-picker#283',
      'gpbl/react-day-picker#644',
      'gpbl/react-day-picker#974',
      'shadcn-ui/ui#2528',
    ],
    answers: {
      v9: '/docs/selection-modes#matchers',
      v8: '/v8/using-daypicker/selection-modes#disable-days',
    },
    search: 'disable days before today',
  },
  {
    question:
      "Why doesn't putting dayOfWeek and before in one disabled object disable both sets of days?",
    sources: ['gpbl/react-day-picker#2616'],
    answers: {
      v9: '/docs/selection-modes#matchers',
      v8: '/v8/using-daypicker/selection-modes#disable-days',
    },
  },
  {
    question:
      "Why doesn't onDayClick fire, or my own selection show, when I handle day clicks myself?",
    sources: ['gpbl/react-day-picker#1296', 'gpbl/react-day-picker#2525'],
    answers: {
      v9: '/docs/selection-modes#handle-day-events-without-a-selection-mode',
      v8: '/v8/using-daypicker/selection-modes#choose-a-mode',
    },
  },
  {
    question:
      'Why can users still pick days after toDate within the same month, and what replaces fromDate and toDate?',
    sources: [
      'gpbl/react-day-picker#2075',
      'gpbl/react-day-picker#2197',
      'gpbl/react-day-picker#2198',
    ],
    answers: {
      v9: '/docs/navigation#deprecated-navigation-props',
      v8: '/v8/using-daypicker/navigation#limit-navigation-to-a-period',
    },
  },
  {
    question:
      'Why does the calendar render unstyled, or the stylesheet import fail to resolve?',
    sources: [
      'gpbl/react-day-picker#251',
      'gpbl/react-day-picker#496',
      'gpbl/react-day-picker#1467',
      'gpbl/react-day-picker#2150',
    ],
    answers: {
      v9: '/troubleshooting#no-styles',
      v8: '/v8/troubleshooting#no-styles',
    },
    search: 'calendar has no styles',
  },
  {
    question:
      'How do I style selected days with Tailwind classes, and why do some utilities such as rounded corners not show?',
    sources: [
      'gpbl/react-day-picker#1661',
      'gpbl/react-day-picker#1720',
      'gpbl/react-day-picker#1890',
      'gpbl/react-day-picker#2309',
      'gpbl/react-day-picker#2510',
      'gpbl/react-day-picker#2659',
    ],
    answers: {
      v9: '/docs/styling#utility-classes-tailwind-css',
      v8: '/v8/using-daypicker/styling#use-your-own-class-names',
    },
    search: 'tailwind utility classes',
  },
  {
    question:
      'Why does the selected class land on the table cell rather than on the day button after upgrading to v9?',
    sources: ['gpbl/react-day-picker#2660'],
    answers: {
      v9: '/upgrading#class-names-and-classnames-keys',
    },
  },
  {
    question:
      'Why do day_selected and day_today in classNames have no effect in DayPicker 8?',
    sources: ['gpbl/react-day-picker#1253'],
    answers: {
      v9: '/docs/styling#classes-for-modifiers',
      v8: '/v8/using-daypicker/styling#style-days-by-modifier',
    },
  },
  {
    question:
      'How do I change the colours of selected days, including in a dark theme?',
    sources: [
      'gpbl/react-day-picker#1184',
      'gpbl/react-day-picker#1922',
      'gpbl/react-day-picker#1931',
    ],
    answers: {
      v9: '/docs/styling#dark-mode',
      v8: '/v8/using-daypicker/styling#change-the-css-variables',
    },
    search: 'dark mode colors',
  },
  {
    question:
      'How do I show extra content inside a day, such as a price or an event marker?',
    sources: ['gpbl/react-day-picker#1719'],
    answers: {
      v9: '/guides/custom-components#add-content-to-the-day-buttons',
      v8: '/v8/advanced-guides/custom-components#change-the-content-of-the-days',
    },
    search: 'price in day',
  },
  {
    question:
      'Why are the labels read by screen readers still in English after I set a locale?',
    sources: [
      'gpbl/react-day-picker#1582',
      'gpbl/react-day-picker#1615',
      'gpbl/react-day-picker#2798',
      'gpbl/react-day-picker#2861',
    ],
    answers: {
      v9: '/docs/translation#aria-labels',
      v8: '/v8/using-daypicker/localization#translate-the-aria-labels',
    },
    search: 'translate aria labels',
  },
  {
    question:
      'Why are the week numbers one off from the ISO week numbers my country uses?',
    sources: [
      'gpbl/react-day-picker#692',
      'gpbl/react-day-picker#1558',
      'gpbl/react-day-picker#1810',
    ],
    answers: {
      v9: '/docs/localization#iso-week-dates',
      v8: '/v8/using-daypicker/localization#week-numbering',
    },
  },
  {
    question: 'How do I make weeks start on Monday?',
    sources: [
      'gpbl/react-day-picker#207',
      'gpbl/react-day-picker#223',
      'gpbl/react-day-picker#544',
    ],
    answers: {
      v9: '/docs/localization#first-date-of-the-week',
      v8: '/v8/using-daypicker/localization#change-the-first-day-of-the-week',
    },
  },
  {
    question:
      'Why does a date I pass to a calendar with a time zone open on another day or month than I meant?',
    sources: ['gpbl/react-day-picker#2737'],
    answers: {
      v9: '/docs/time-zone#dates-you-pass-to-daypicker',
    },
  },
  {
    question:
      'Why is the picked date one day earlier once it is sent to the server?',
    sources: ['gpbl/react-day-picker#130', 'gpbl/react-day-picker#473'],
    answers: {
      v9: '/docs/time-zone#what-the-selected-dates-contain',
      v8: '/v8/troubleshooting#one-day-off',
    },
  },
  {
    question:
      'How do I let users type a date in a text field and keep the calendar in sync with it?',
    sources: ['shadcn-ui/ui#448'],
    answers: {
      v9: '/guides/input-fields#keep-an-input-and-a-calendar-in-sync',
      v8: '/v8/advanced-guides/input-fields#bind-a-field-with-useinput',
    },
    search: 'type a date in a text field',
  },
  {
    question:
      'Why does npm report a conflict with date-fns when DayPicker is installed next to a newer date-fns?',
    sources: [
      'gpbl/react-day-picker#1999',
      'gpbl/react-day-picker#2631',
      'gpbl/react-day-picker#2778',
      'shadcn-ui/ui#5524',
      'shadcn-ui/ui#5671',
      'shadcn-ui/ui#5695',
      'shadcn-ui/ui#6253',
      'shadcn-ui/ui#7306',
    ],
    answers: {
      v9: '/upgrading#update-the-package',
      v8: '/v8/start#install-the-package',
    },
  },
  {
    question:
      'How do I stop a selected range from spanning disabled or already booked days?',
    sources: [
      'gpbl/react-day-picker#1878',
      'gpbl/react-day-picker#1885',
      'gpbl/react-day-picker#2001',
      'gpbl/react-day-picker#2035',
      'gpbl/react-day-picker#2219',
      'gpbl/react-day-picker#2290',
    ],
    answers: {
      v9: '/docs/selection-modes#exclude-disabled',
    },
    search: 'exclude disabled days from range',
  },
  {
    question: 'How do I let users pick a time of day together with the date?',
    sources: [
      'shadcn-ui/ui#255',
      'shadcn-ui/ui#1649',
      'shadcn-ui/ui#5305',
      'shadcn-ui/ui#7339',
      'shadcn-ui/ui#9543',
    ],
    answers: {
      v9: '/guides/timepicker#combine-a-day-and-a-time',
      v8: '/v8/advanced-guides/input-fields#add-a-time-to-the-selected-day',
    },
    search: 'pick a time with the date',
  },
  {
    question:
      'How do I change how the caption writes the month and year, for example year first or no year at all?',
    sources: [
      'gpbl/react-day-picker#679',
      'gpbl/react-day-picker#932',
      'gpbl/react-day-picker#1064',
      'gpbl/react-day-picker#1409',
    ],
    answers: {
      v9: '/docs/translation#custom-formatters',
      v8: '/v8/using-daypicker/localization#change-formats',
    },
  },
  {
    question:
      'How do I style the first and last days of a range apart from the days between them?',
    sources: [
      'gpbl/react-day-picker#234',
      'gpbl/react-day-picker#1218',
      'gpbl/react-day-picker#2218',
      'shadcn-ui/ui#269',
    ],
    answers: {
      v9: '/docs/styling#style-a-range',
      v8: '/v8/using-daypicker/styling#style-a-range',
    },
    search: 'style days in a range',
  },
  {
    question:
      'How do I add a button that brings the calendar back to the current month?',
    sources: [
      'gpbl/react-day-picker#529',
      'gpbl/react-day-picker#550',
      'gpbl/react-day-picker#999',
      'gpbl/react-day-picker#1002',
    ],
    answers: {
      v9: '/docs/navigation#add-a-go-to-today-button',
      v8: '/v8/using-daypicker/navigation#control-the-displayed-month',
    },
  },
  {
    question:
      'How do I make a text field accept dates typed in my own format, such as MM/DD/YYYY?',
    sources: [
      'gpbl/react-day-picker#584',
      'gpbl/react-day-picker#627',
      'gpbl/react-day-picker#631',
      'gpbl/react-day-picker#676',
    ],
    answers: {
      v9: '/guides/input-fields#parse-typed-dates',
      v8: '/v8/advanced-guides/input-fields#bind-a-field-with-useinput',
    },
  },
  {
    question:
      'How do I write my own previous and next month buttons and make them change the month?',
    sources: [
      'gpbl/react-day-picker#1173',
      'gpbl/react-day-picker#2350',
      'gpbl/react-day-picker#2437',
    ],
    answers: {
      v9: '/guides/custom-components#read-the-calendar-state-with-usedaypicker',
      v8: '/v8/advanced-guides/custom-components#build-your-own-caption',
    },
  },
  {
    question:
      'Can the calendar show the Persian (Jalali, Solar Hijri) calendar?',
    sources: [
      'gpbl/react-day-picker#732',
      'gpbl/react-day-picker#925',
      'gpbl/react-day-picker#2645',
    ],
    answers: {
      v9: '/docs/localization#persian-calendar',
    },
  },
  {
    question:
      'How do I put my own content, such as the picked date or a button, under the calendar?',
    sources: [
      'gpbl/react-day-picker#606',
      'gpbl/react-day-picker#1689',
      'gpbl/react-day-picker#1690',
    ],
    answers: {
      v9: '/docs/customization#add-a-footer',
      v8: '/v8/using-daypicker/customization#add-a-footer',
    },
  },
  {
    question:
      'Can the day numbers and the year be written with Arabic-Indic or other digits?',
    sources: ['gpbl/react-day-picker#246', 'gpbl/react-day-picker#826'],
    answers: {
      v9: '/docs/localization#numeral-systems',
      v8: '/v8/using-daypicker/localization#use-another-numbering-system',
    },
  },
  {
    question:
      "Can the calendar show and pick days in a time zone other than the browser's?",
    sources: ['gpbl/react-day-picker#1010', 'gpbl/react-day-picker#2467'],
    answers: {
      v9: '/docs/time-zone#set-a-time-zone',
    },
  },
  {
    question:
      'How do I lay the calendar out right to left, with its arrows and arrow keys the right way round?',
    sources: ['gpbl/react-day-picker#1046', 'gpbl/react-day-picker#2748'],
    answers: {
      v9: '/docs/localization#right-to-left-languages',
      v8: '/v8/using-daypicker/localization#support-right-to-left-languages',
    },
  },
  {
    question:
      "Why doesn't the calendar move when defaultMonth or startMonth change after the first render?",
    sources: ['gpbl/react-day-picker#2337', 'gpbl/react-day-picker#2343'],
    answers: {
      v9: '/troubleshooting#initial-month-does-not-change',
      v8: '/v8/troubleshooting#initial-month-does-not-change',
    },
  },
  {
    question: 'Why do my values for the --rdp CSS variables have no effect?',
    sources: ['gpbl/react-day-picker#1503', 'gpbl/react-day-picker#2606'],
    answers: {
      v9: '/docs/styling#change-the-css-variables',
      v8: '/v8/using-daypicker/styling#change-the-css-variables',
    },
  },
  {
    question:
      'Why do the styles I pass to one part of the calendar not show, and how do inline styles reach each part?',
    sources: ['gpbl/react-day-picker#440', 'gpbl/react-day-picker#1993'],
    answers: {
      v9: '/docs/styling#inline-styles',
      v8: '/v8/using-daypicker/styling#use-inline-styles',
    },
  },
  {
    question:
      'How do I move the keyboard focus into the calendar as soon as it appears?',
    sources: ['gpbl/react-day-picker#1343', 'gpbl/react-day-picker#1351'],
    answers: {
      v9: '/guides/accessibility#autofocus',
      v8: '/v8/using-daypicker/accessibility#move-the-focus-when-the-calendar-appears',
    },
  },
  {
    question: 'How do I select a whole week with one click?',
    sources: ['gpbl/react-day-picker#686', 'gpbl/react-day-picker#2132'],
    answers: {
      v9: '/guides/custom-selections#select-a-whole-week',
      v8: '/v8/advanced-guides/custom-selections#select-a-whole-week',
    },
  },
  {
    question: 'Can the calendar animate the change from one month to the next?',
    sources: ['gpbl/react-day-picker#87', 'gpbl/react-day-picker#2684'],
    answers: {
      v9: '/docs/customization#animate-month-changes',
    },
    search: 'animate month change',
  },
  {
    question: 'How do I let users pick several separate days?',
    sources: ['gpbl/react-day-picker#75', 'gpbl/react-day-picker#229'],
    answers: {
      v9: '/docs/selection-modes#multiple-mode',
      v8: '/v8/using-daypicker/selection-modes#multiple-mode',
    },
  },
  {
    question:
      'Can the weeks follow the broadcast calendar used in media scheduling?',
    sources: ['gpbl/react-day-picker#2596', 'gpbl/react-day-picker#2597'],
    answers: {
      v9: '/docs/localization#broadcast-calendar',
    },
  },
  {
    question:
      'Why does my click handler still run for disabled days, and how does it tell them apart?',
    sources: ['gpbl/react-day-picker#459', 'gpbl/react-day-picker#1403'],
    answers: {
      v9: '/guides/custom-modifiers#read-modifiers-in-event-handlers',
      v8: '/v8/advanced-guides/custom-modifiers#react-to-modifiers',
    },
  },
  {
    question:
      'How do I show the calendar in a popover that closes when the user clicks outside it?',
    sources: ['gpbl/react-day-picker#98', 'gpbl/react-day-picker#1045'],
    answers: {
      v9: '/guides/input-fields#use-your-own-popover',
      v8: '/v8/advanced-guides/input-fields#open-the-calendar-in-a-popover',
    },
  },
  {
    question:
      'Do the arrow keys skip disabled days, or can the focus land on them?',
    sources: ['gpbl/react-day-picker#1023'],
    answers: {
      v9: '/guides/accessibility#keyboard-navigation',
      v8: '/v8/using-daypicker/accessibility#use-the-keyboard',
    },
  },
  {
    question:
      'What took the place of DayPickerInput, and how do I give the calendar of an input its own props?',
    sources: ['gpbl/react-day-picker#1163'],
    answers: {
      v9: '/guides/input-fields#keep-an-input-and-a-calendar-in-sync',
      v8: '/v8/upgrading#replace-daypickerinput-with-useinput',
    },
  },
  {
    question:
      "Why don't modifiers built from UTC dates land on the right days, and how do I run the calendar in UTC?",
    sources: ['gpbl/react-day-picker#2392'],
    answers: {
      v9: '/docs/time-zone#use-utc',
    },
  },
  {
    question:
      'How do I react to a click on a week number or mark the week of the selected day?',
    sources: ['gpbl/react-day-picker#727'],
    answers: {
      v9: '/docs/customization#make-week-numbers-clickable',
      v8: '/v8/using-daypicker/customization#show-week-numbers',
    },
  },
  {
    question: 'How do I show the calendar in another language?',
    sources: ['gpbl/react-day-picker#2474'],
    answers: {
      v9: '/docs/localization#set-the-locale',
      v8: '/v8/using-daypicker/localization#use-a-date-fns-locale',
    },
    search: 'change language',
  },
  {
    question:
      'Why does my custom component lose its state or remount each time the calendar renders?',
    sources: ['gpbl/react-day-picker#2668'],
    answers: {
      v9: '/guides/custom-components#pass-your-components-to-daypicker',
    },
  },
  {
    question:
      'How do I colour chosen days with styles my app computes at run time?',
    sources: ['gpbl/react-day-picker#310'],
    answers: {
      v9: '/docs/styling#inline-styles-for-modifiers',
      v8: '/v8/advanced-guides/custom-modifiers#style-with-inline-styles',
    },
  },
  {
    question:
      'How do I show the days of the previous and next months, and keep my day styles off them?',
    sources: ['gpbl/react-day-picker#1256'],
    answers: {
      v9: '/docs/customization#outside-days',
      v8: '/v8/using-daypicker/customization#show-the-days-of-nearby-months',
    },
  },
  {
    question:
      'How do I change what screen readers say for each day, for example to include the year?',
    sources: ['gpbl/react-day-picker#1582'],
    answers: {
      v9: '/docs/translation#label-functions',
      v8: '/v8/using-daypicker/localization#translate-the-aria-labels',
    },
  },
  {
    question:
      'How do I highlight the days between the start of a range and the day under the pointer?',
    sources: ['gpbl/react-day-picker#202'],
    answers: {
      v9: '/guides/custom-selections#range-hover-preview',
      v8: '/v8/advanced-guides/custom-selections#preview-a-range-while-hovering',
    },
    search: 'preview range hover',
  },
  {
    question:
      'Why does passing a class for one element drop the default styles of that element, and how do I keep them?',
    sources: ['gpbl/react-day-picker#890'],
    answers: {
      v9: '/docs/styling#use-your-own-class-names',
      v8: '/v8/using-daypicker/styling#use-your-own-class-names',
    },
  },
  {
    question:
      'How do I keep users from navigating to months before or after the days they may pick?',
    sources: ['shadcn-ui/ui#9330'],
    answers: {
      v9: '/docs/navigation#start-and-end-dates',
      v8: '/v8/using-daypicker/navigation#limit-navigation-to-a-period',
    },
  },
  {
    question:
      'How do I disable a list of specific dates, such as days already booked in my database?',
    sources: ['shadcn-ui/ui#2801'],
    answers: {
      v9: '/docs/selection-modes#matchers',
      v8: '/v8/using-daypicker/selection-modes#disable-days',
    },
  },
  {
    question:
      "How does my custom component read the calendar's props, selection and displayed months?",
    sources: ['gpbl/react-day-picker#2572'],
    answers: {
      v9: '/guides/custom-components#read-the-calendar-state-with-usedaypicker',
      v8: '/v8/advanced-guides/custom-components#read-daypickers-state',
    },
  },
  {
    question:
      'How do I choose which day the calendar marks as today, for example today in another time zone?',
    sources: ['gpbl/react-day-picker#2642'],
    answers: {
      v9: '/docs/navigation#set-todays-date',
      v8: '/v8/using-daypicker/navigation#change-todays-date',
    },
  },
  {
    question:
      "How do I set the selection from my own buttons, such as a 'last 7 days' preset?",
    sources: ['shadcn-ui/ui#1916'],
    answers: {
      v9: '/docs/selection-modes#controlled-and-uncontrolled-selection',
      v8: '/v8/using-daypicker/selection-modes#keep-the-selection-in-your-state',
    },
  },
  {
    question:
      'How do I disable both the days before one date and the days after another?',
    sources: ['gpbl/react-day-picker#352'],
    answers: {
      v9: '/docs/selection-modes#matchers',
      v8: '/v8/using-daypicker/selection-modes#disable-days',
    },
  },
  {
    question:
      'How do I put the previous and next buttons on either side of the month caption?',
    sources: ['gpbl/react-day-picker#1434'],
    answers: {
      v9: '/docs/navigation#position-the-navigation-buttons',
      v8: '/v8/advanced-guides/custom-components#build-your-own-caption',
    },
  },
  {
    question:
      'Which data attributes can CSS or Tailwind selectors use to style the states of a day?',
    sources: ['gpbl/react-day-picker#2331'],
    answers: {
      v9: '/docs/anatomy#data-attributes',
    },
  },
  // Answers written for issue 36: the questions it lists, and one entry per
  // troubleshooting page entry, each found by its error text or symptom.
  {
    question:
      "Why does my build say it can't resolve react-day-picker/style.css, and how do I fix it?",
    sources: [
      'gpbl/react-day-picker#2150',
      'gpbl/react-day-picker#2327',
      'gpbl/react-day-picker#2516',
      'gpbl/react-day-picker#2408',
    ],
    answers: {
      v9: '/troubleshooting#cant-resolve-style-css',
      v8: '/v8/troubleshooting#cant-resolve-style-css',
    },
    search: "Can't resolve 'react-day-picker/style.css'",
  },
  {
    question:
      'Which stylesheet path works with a tool that ignores the exports field of package.json, such as an older Jest or ESLint resolver?',
    sources: ['gpbl/react-day-picker#2516', 'gpbl/react-day-picker#2408'],
    answers: {v9: '/docs/styling#style-css-not-found'},
  },
  {
    question:
      'Why does TypeScript or ESLint report that react-day-picker/style.module.css cannot be found?',
    sources: ['gpbl/react-day-picker#2408', 'gpbl/react-day-picker#2407'],
    answers: {v9: '/troubleshooting#cannot-find-module-style-css'},
    search: "Cannot find module 'react-day-picker/style.module.css'",
  },
  {
    question:
      'How do I load the disabled or booked days of each month from my API when the user navigates?',
    sources: ['gpbl/react-day-picker#457', 'gpbl/react-day-picker#210'],
    answers: {
      v9: '/docs/navigation#load-days-per-month',
      v8: '/v8/using-daypicker/navigation#load-days-per-month',
    },
    search: 'load booked days from api',
  },
  {
    question:
      'Why does a date saved as 2025-07-04 come back as July 3 when I pass it to the calendar?',
    sources: ['gpbl/react-day-picker#1389', 'gpbl/react-day-picker#473'],
    answers: {
      v9: '/recipes/forms#read-saved-day',
      v8: '/v8/recipes/forms#read-saved-day',
    },
    search: 'read saved date back',
  },
  {
    question:
      'How do I stop a range in DayPicker 8 from spanning disabled days?',
    sources: ['gpbl/react-day-picker#1885', 'gpbl/react-day-picker#2035'],
    answers: {
      v9: '/docs/selection-modes#exclude-disabled',
      v8: '/v8/using-daypicker/selection-modes#exclude-disabled',
    },
  },
  {
    question: 'Can DayPicker 8 show a Persian (Jalali) calendar?',
    sources: ['gpbl/react-day-picker#925'],
    answers: {
      v9: '/docs/localization#persian-calendar',
      v8: '/v8/using-daypicker/localization#other-calendars',
    },
  },
  {
    question:
      'How do I add Tailwind classes to DayPicker 8 without losing its default styles, including for selected and today?',
    sources: ['gpbl/react-day-picker#1253', 'gpbl/react-day-picker#1890'],
    answers: {v8: '/v8/using-daypicker/styling#utility-classes'},
    search: 'tailwind classes',
  },
  {
    question:
      'How do I put my own month and year selects in the caption of DayPicker 8?',
    sources: ['gpbl/react-day-picker#1787'],
    answers: {v8: '/v8/using-daypicker/navigation#custom-caption-selects'},
  },
  {
    question:
      'Why does npm stop with ERESOLVE when I install react-day-picker next to React 19?',
    sources: ['gpbl/react-day-picker#2719', 'shadcn-ui/ui#7258'],
    answers: {
      v9: '/troubleshooting#eresolve',
      v8: '/v8/troubleshooting#eresolve',
    },
    search: 'ERESOLVE unable to resolve dependency tree',
  },
  {
    question:
      "Why does the shadcn/ui Calendar fail to compile with 'IconLeft' does not exist in type 'Partial<CustomComponents>'?",
    sources: [
      'gpbl/react-day-picker#2451',
      'shadcn-ui/ui#5600',
      'shadcn-ui/ui#7226',
      'shadcn-ui/ui#7282',
    ],
    answers: {v9: '/troubleshooting#iconleft-does-not-exist'},
    search: "'IconLeft' does not exist in type",
  },
  {
    question:
      'Why did the calendar lose its styles after I upgraded shadcn/ui or react-day-picker?',
    sources: ['shadcn-ui/ui#5799', 'shadcn-ui/ui#5417', 'shadcn-ui/ui#4518'],
    answers: {v9: '/troubleshooting#styles-broke-after-upgrade'},
    search: 'styles broken after upgrade',
  },
  {
    question:
      'Why does captionLayout="dropdown" show no drop-downs in DayPicker 8?',
    sources: ['gpbl/react-day-picker#1930'],
    answers: {v8: '/v8/troubleshooting#no-dropdowns'},
    search: "month and year drop-downs don't appear",
  },
  {
    question:
      "Why does the bundler say export 'ClassNames' was not found in 'react-day-picker'?",
    sources: ['gpbl/react-day-picker#1871'],
    answers: {
      v9: '/troubleshooting#classnames-not-found',
      v8: '/v8/troubleshooting#classnames-not-found',
    },
  },
  {
    question:
      'Can users swipe left or right on a touch screen to change the month?',
    sources: ['gpbl/react-day-picker#877'],
    answers: {
      v9: '/docs/navigation#swipe',
      v8: '/v8/using-daypicker/navigation#swipe',
    },
    search: 'swipe to change month',
  },
  ...READER_BUGS,
  ...READER_OUT_OF_SCOPE,
];
