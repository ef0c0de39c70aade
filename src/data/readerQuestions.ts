/**
 * Questions readers of DayPicker actually ask, found in the public issue
 * threads of gpbl/react-day-picker and shadcn-ui/ui, each paraphrased in our
 * own words, with the threads that ask it and the section of this site that
 * answers it for each version it applies to.
 *
 * - tests/unit/readerQuestions.test.ts checks that every answer's page and
 *   `#anchor` exist in the build.
 * - A question with `search` adds that phrasing to the search quality
 *   queries (plugins/search/qualityQueries.ts): the answer's page must come
 *   first for it, in each version it is answered for.
 */
import type {DocVersionId} from './docVersions';

export interface ReaderQuestion {
  /** The question, paraphrased in our own words. */
  readonly question: string;
  /** Threads that ask it: `owner/repo#number`. */
  readonly sources: readonly string[];
  /** The page and section that answer it, per version it applies to. */
  readonly answers: Partial<Record<DocVersionId, `/${string}#${string}`>>;
  /** The words a reader would type into search, when tested there. */
  readonly search?: string;
}

export const READER_QUESTIONS: readonly ReaderQuestion[] = [
  {
    question:
      "How do I connect the calendar to a react-hook-form field, so the picked date becomes the field's value?",
    sources: ['shadcn-ui/ui#731', 'shadcn-ui/ui#615', 'shadcn-ui/ui#2984'],
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
    sources: ['shadcn-ui/ui#5503', 'shadcn-ui/ui#4115'],
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
      'gpbl/react-day-picker#1583',
      'gpbl/react-day-picker#1569',
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
    answers: {v9: '/recipes/typescript#selection-types'},
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
    sources: ['gpbl/react-day-picker#2801', 'shadcn-ui/ui#7282'],
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
      v9: '/recipes/server-rendering#today-on-the-server',
      v8: '/v8/recipes/server-rendering#today-on-the-server',
    },
    search: 'hydration mismatch',
  },
  {
    question:
      "Why does Jest fail with 'Cannot use import statement outside a module' once DayPicker 9 is installed?",
    sources: ['gpbl/react-day-picker#2524', 'gpbl/react-day-picker#2535'],
    answers: {v9: '/recipes/testing#jest'},
    search: 'jest esm',
  },
  {
    question: 'How do I find and click a given day in a Testing Library test?',
    sources: ['gpbl/react-day-picker#1673', 'gpbl/react-day-picker#1546'],
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
      'shadcn-ui/ui#10209',
      'shadcn-ui/ui#3996',
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
      'gpbl/react-day-picker#960',
      'gpbl/react-day-picker#902',
      'gpbl/react-day-picker#744',
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
    sources: ['shadcn-ui/ui#2982', 'shadcn-ui/ui#546', 'shadcn-ui/ui#6374'],
    answers: {
      v9: '/docs/navigation#show-dropdowns-in-the-caption',
      v8: '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
    },
    search: 'dropdown caption',
  },
  {
    question:
      'Why does setting captionLayout to a dropdown change nothing in DayPicker 8?',
    sources: ['gpbl/react-day-picker#1930', 'shadcn-ui/ui#880'],
    answers: {
      v8: '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
    },
  },
  {
    question:
      "Why does the years dropdown end at the current year, so that later years can't be chosen?",
    sources: ['shadcn-ui/ui#8187', 'gpbl/react-day-picker#2829'],
    answers: {v9: '/docs/navigation#show-dropdowns-in-the-caption'},
  },
  {
    question:
      'Can the month and year dropdowns be shown together with the previous and next buttons?',
    sources: ['gpbl/react-day-picker#1663'],
    answers: {
      v9: '/docs/navigation#show-dropdowns-in-the-caption',
      v8: '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
    },
  },
  {
    question:
      'How do I replace the native month and year selects with my own select component?',
    sources: ['shadcn-ui/ui#7600', 'shadcn-ui/ui#1574'],
    answers: {v9: '/guides/custom-components#custom-dropdown'},
  },
  {
    question:
      'Why does the shadcn/ui Calendar look broken after react-day-picker is upgraded to version 9?',
    sources: ['shadcn-ui/ui#4366', 'shadcn-ui/ui#4518', 'shadcn-ui/ui#5799'],
    answers: {v9: '/recipes/shadcn-calendar#from-v8-to-v9'},
    search: 'shadcn calendar v9',
  },
  {
    question:
      'Which classNames keys must a shadcn-style calendar use in v9 in place of table, cell, day_selected or nav_button?',
    sources: ['shadcn-ui/ui#6084', 'shadcn-ui/ui#6151', 'shadcn-ui/ui#10933'],
    answers: {v9: '/recipes/shadcn-calendar#class-names'},
    search: 'shadcn classNames',
  },
  {
    question:
      'What replaces the IconLeft and IconRight components that TypeScript no longer accepts?',
    sources: [
      'gpbl/react-day-picker#2451',
      'shadcn-ui/ui#7226',
      'shadcn-ui/ui#5417',
    ],
    answers: {v9: '/recipes/shadcn-calendar#components-and-icons'},
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
    sources: ['gpbl/react-day-picker#2333', 'gpbl/react-day-picker#2063'],
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
      'gpbl/react-day-picker#2796',
      'gpbl/react-day-picker#2140',
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
    sources: ['gpbl/react-day-picker#2739', 'gpbl/react-day-picker#2361'],
    answers: {
      v9: '/docs/selection-modes#set-a-minimum-and-maximum-length',
      v8: '/v8/using-daypicker/selection-modes#limit-the-length-of-a-range',
    },
  },
  {
    question:
      'How do I stop users from picking past days, or future days for a date of birth?',
    sources: [
      'shadcn-ui/ui#2528',
      'gpbl/react-day-picker#283',
      'gpbl/react-day-picker#644',
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
    sources: ['gpbl/react-day-picker#2075'],
    answers: {
      v9: '/docs/navigation#deprecated-navigation-props',
      v8: '/v8/using-daypicker/navigation#limit-navigation-to-a-period',
    },
  },
  {
    question:
      'Why does the calendar render unstyled, or the stylesheet import fail to resolve?',
    sources: ['gpbl/react-day-picker#2150', 'gpbl/react-day-picker#1467'],
    answers: {
      v9: '/docs/styling#import-the-default-stylesheet',
      v8: '/v8/using-daypicker/styling#import-the-stylesheet',
    },
  },
  {
    question:
      'How do I style selected days with Tailwind classes, and why do some utilities such as rounded corners not show?',
    sources: [
      'gpbl/react-day-picker#2659',
      'gpbl/react-day-picker#2309',
      'gpbl/react-day-picker#1720',
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
    answers: {v9: '/upgrading#class-names-and-classnames-keys'},
  },
  {
    question:
      'Why do day_selected and day_today in classNames have no effect in DayPicker 8?',
    sources: ['gpbl/react-day-picker#1253'],
    answers: {
      v8: '/v8/using-daypicker/styling#style-days-by-modifier',
      v9: '/docs/styling#classes-for-modifiers',
    },
  },
  {
    question:
      'How do I change the colours of selected days, including in a dark theme?',
    sources: ['gpbl/react-day-picker#1922', 'gpbl/react-day-picker#1184'],
    answers: {
      v9: '/docs/styling#dark-mode',
      v8: '/v8/using-daypicker/styling#change-the-css-variables',
    },
    search: 'dark mode colors',
  },
  {
    question:
      'Why are only some of the default styles applied when I use CSS modules?',
    sources: ['gpbl/react-day-picker#1547'],
    answers: {
      v9: '/docs/styling#css-modules',
      v8: '/v8/using-daypicker/styling#css-modules',
    },
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
      'gpbl/react-day-picker#1615',
      'gpbl/react-day-picker#2798',
      'gpbl/react-day-picker#1582',
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
    sources: ['gpbl/react-day-picker#1810'],
    answers: {
      v9: '/docs/localization#iso-week-dates',
      v8: '/v8/using-daypicker/localization#week-numbering',
    },
  },
  {
    question: 'How do I make weeks start on Monday?',
    sources: ['gpbl/react-day-picker#544', 'gpbl/react-day-picker#223'],
    answers: {
      v9: '/docs/localization#first-date-of-the-week',
      v8: '/v8/using-daypicker/localization#change-the-first-day-of-the-week',
    },
  },
  {
    question:
      'Why does a date I pass to a calendar with a time zone open on another day or month than I meant?',
    sources: ['gpbl/react-day-picker#2737'],
    answers: {v9: '/docs/time-zone#dates-you-pass-to-daypicker'},
  },
  {
    question:
      'Why is the picked date one day earlier once it is sent to the server?',
    sources: ['gpbl/react-day-picker#130', 'gpbl/react-day-picker#473'],
    answers: {
      v9: '/docs/time-zone#what-the-selected-dates-contain',
      v8: '/v8/recipes/forms#plain-form',
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
    sources: ['gpbl/react-day-picker#1787', 'gpbl/react-day-picker#1393'],
    answers: {v8: '/v8/using-daypicker/navigation#custom-caption-selects'},
  },
  {
    question:
      'Why does npm stop with ERESOLVE when I install react-day-picker next to React 19?',
    sources: [
      'gpbl/react-day-picker#2719',
      'gpbl/react-day-picker#1190',
      'shadcn-ui/ui#7258',
    ],
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
];
