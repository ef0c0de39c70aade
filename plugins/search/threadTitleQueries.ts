/**
 * Real titles of gpbl/react-day-picker and shadcn-ui/ui threads about
 * DayPicker, as readers typed them, with the section of this site that
 * answers each for a docs version. Checked against the built index by
 * tests/unit/searchThreadTitles.test.ts: one of the expected sections must be
 * in the first five results. Keep only titles whose answer the section gives
 * (read the section and the thread before adding one); the thread is kept to
 * re-read it.
 */
import type {DocVersionId} from '../../src/data/docVersions';

export interface ThreadTitleQuery {
  /** The thread's title, unedited. */
  title: string;
  /** `owner/repo#number`. */
  thread: `${'gpbl/react-day-picker' | 'shadcn-ui/ui'}#${number}`;
  version: DocVersionId;
  /** The answering section, `page#anchor`; a list names equivalent answers. */
  expect: string | readonly string[];
}

/**
 * Titles held out of the tuning of the index (section keywords, synonyms):
 * those of threads whose number is a multiple of five. Their hit rate is
 * reported apart, as an estimate for titles nobody tuned for.
 */
export function isHeldOut({thread}: Pick<ThreadTitleQuery, 'thread'>): boolean {
  return Number(thread.split('#')[1]) % 5 === 0;
}

export const THREAD_TITLE_QUERIES: readonly ThreadTitleQuery[] = [
  {
    title:
      'Ability to pass more data to the "renderDay" method or how to add tooltips?',
    thread: 'gpbl/react-day-picker#956',
    version: 'v9',
    expect: [
      '/recipes/typescript#custom-component-props',
      '/guides/custom-components#add-content-to-the-day-buttons',
    ],
  },
  {
    title:
      'Ability to pass more data to the "renderDay" method or how to add tooltips?',
    thread: 'gpbl/react-day-picker#956',
    version: 'v8',
    expect: [
      '/v8/recipes/typescript#custom-component-props',
      '/v8/advanced-guides/custom-components#change-the-content-of-the-days',
    ],
  },
  {
    title: 'Bug with label',
    thread: 'gpbl/react-day-picker#2061',
    version: 'v9',
    expect: '/troubleshooting#calendar-inside-label',
  },
  {
    title: 'Bug with label',
    thread: 'gpbl/react-day-picker#2061',
    version: 'v8',
    expect: '/v8/troubleshooting#calendar-inside-label',
  },
  {
    title: 'Month picker',
    thread: 'gpbl/react-day-picker#744',
    version: 'v9',
    expect: '/recipes/month-picker#month-and-year-only',
  },
  {
    title: 'Month picker',
    thread: 'gpbl/react-day-picker#744',
    version: 'v8',
    expect: '/v8/recipes/month-picker#month-and-year-only',
  },
  {
    title: 'Safari/iOS: hover background when unselecting a day',
    thread: 'gpbl/react-day-picker#2064',
    version: 'v9',
    expect: '/troubleshooting#highlight-stays-after-tap',
  },
  {
    title: 'Safari/iOS: hover background when unselecting a day',
    thread: 'gpbl/react-day-picker#2064',
    version: 'v8',
    expect: '/v8/troubleshooting#highlight-stays-after-tap',
  },
  {
    title:
      'How to style the div inside DayPicker-Caption as no class is given to that div',
    thread: 'gpbl/react-day-picker#454',
    version: 'v9',
    expect: '/docs/styling#use-your-own-class-names',
  },
  {
    title:
      'How to style the div inside DayPicker-Caption as no class is given to that div',
    thread: 'gpbl/react-day-picker#454',
    version: 'v8',
    expect: '/v8/using-daypicker/styling#use-your-own-class-names',
  },
  {
    title: 'Unable to style day cell',
    thread: 'gpbl/react-day-picker#962',
    version: 'v9',
    expect: [
      '/docs/styling#inline-styles',
      '/docs/styling#use-your-own-class-names',
    ],
  },
  {
    title: 'Unable to style day cell',
    thread: 'gpbl/react-day-picker#962',
    version: 'v8',
    expect: [
      '/v8/using-daypicker/styling#use-inline-styles',
      '/v8/using-daypicker/styling#use-your-own-class-names',
    ],
  },
  {
    title:
      'Bug: Inline styles are not getting applied as intended, assistance needed please.',
    thread: 'gpbl/react-day-picker#1993',
    version: 'v9',
    expect: '/docs/styling#inline-styles',
  },
  {
    title:
      'Bug: Inline styles are not getting applied as intended, assistance needed please.',
    thread: 'gpbl/react-day-picker#1993',
    version: 'v8',
    expect: '/v8/using-daypicker/styling#use-inline-styles',
  },
  {
    title: 'Any way to change the style from the app once up?',
    thread: 'gpbl/react-day-picker#310',
    version: 'v9',
    expect: '/docs/styling#inline-styles-for-modifiers',
  },
  {
    title: 'Any way to change the style from the app once up?',
    thread: 'gpbl/react-day-picker#310',
    version: 'v8',
    expect: '/v8/advanced-guides/custom-modifiers#style-with-inline-styles',
  },
  {
    title: 'Light/Dark themes and :hover styles',
    thread: 'gpbl/react-day-picker#1184',
    version: 'v9',
    expect: '/docs/styling#dark-mode',
  },
  {
    title: 'Light/Dark themes and :hover styles',
    thread: 'gpbl/react-day-picker#1184',
    version: 'v8',
    expect: '/v8/using-daypicker/styling#change-the-css-variables',
  },
  {
    title: 'Improve custom components examples',
    thread: 'gpbl/react-day-picker#1719',
    version: 'v9',
    expect: [
      '/guides/custom-components#add-content-to-the-day-buttons',
      '/guides/custom-components',
    ],
  },
  {
    title: 'Improve custom components examples',
    thread: 'gpbl/react-day-picker#1719',
    version: 'v8',
    expect: [
      '/v8/advanced-guides/custom-components#change-the-content-of-the-days',
      '/v8/advanced-guides/custom-components',
    ],
  },
  {
    title: 'Is it possible to start a week on Mondays?',
    thread: 'gpbl/react-day-picker#544',
    version: 'v9',
    expect: '/docs/localization#first-date-of-the-week',
  },
  {
    title: 'Is it possible to start a week on Mondays?',
    thread: 'gpbl/react-day-picker#544',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#change-the-first-day-of-the-week',
  },
  {
    title: 'Start day Monday',
    thread: 'gpbl/react-day-picker#223',
    version: 'v9',
    expect: '/docs/localization#first-date-of-the-week',
  },
  {
    title: 'Start day Monday',
    thread: 'gpbl/react-day-picker#223',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#change-the-first-day-of-the-week',
  },
  {
    title: 'Weekday names should respect the first day of week',
    thread: 'gpbl/react-day-picker#207',
    version: 'v9',
    expect: '/docs/localization#first-date-of-the-week',
  },
  {
    title: 'Weekday names should respect the first day of week',
    thread: 'gpbl/react-day-picker#207',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#change-the-first-day-of-the-week',
  },
  {
    title:
      'React dayPickerInput formatting to MM/DD/YYYY prevents entering the date in the input text box',
    thread: 'gpbl/react-day-picker#584',
    version: 'v9',
    expect: '/guides/input-fields#parse-typed-dates',
  },
  {
    title:
      'React dayPickerInput formatting to MM/DD/YYYY prevents entering the date in the input text box',
    thread: 'gpbl/react-day-picker#584',
    version: 'v8',
    expect: '/v8/advanced-guides/input-fields#bind-a-field-with-useinput',
  },
  {
    title:
      'Possible to expose prop to delay date parsing/formatting to onBlur?',
    thread: 'gpbl/react-day-picker#631',
    version: 'v9',
    expect: '/guides/input-fields#parse-typed-dates',
  },
  {
    title:
      'Possible to expose prop to delay date parsing/formatting to onBlur?',
    thread: 'gpbl/react-day-picker#631',
    version: 'v8',
    expect: '/v8/advanced-guides/input-fields#bind-a-field-with-useinput',
  },
  {
    title: 'Input clears itself when date is invalid',
    thread: 'gpbl/react-day-picker#736',
    version: 'v9',
    expect: '/guides/input-fields#parse-typed-dates',
  },
  {
    title: 'Navigating back to the current date from DayPickerInput',
    thread: 'gpbl/react-day-picker#629',
    version: 'v9',
    expect: '/docs/navigation#add-a-go-to-today-button',
  },
  {
    title: 'Navigating back to the current date from DayPickerInput',
    thread: 'gpbl/react-day-picker#629',
    version: 'v8',
    expect: '/v8/using-daypicker/navigation#control-the-displayed-month',
  },
  {
    title: 'todayButton is confusingly named',
    thread: 'gpbl/react-day-picker#528',
    version: 'v9',
    expect: '/docs/navigation#add-a-go-to-today-button',
  },
  {
    title: 'todayButton is confusingly named',
    thread: 'gpbl/react-day-picker#528',
    version: 'v8',
    expect: '/v8/using-daypicker/navigation#control-the-displayed-month',
  },
  {
    title: 'Bug: captionLayout has no effect',
    thread: 'gpbl/react-day-picker#1930',
    version: 'v8',
    expect: [
      '/v8/troubleshooting#no-dropdowns',
      '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
    ],
  },
  {
    title:
      "Bug: changing captionLayout doesn't effect custom component rendering.",
    thread: 'gpbl/react-day-picker#1961',
    version: 'v8',
    expect: [
      '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
      '/v8/troubleshooting#no-dropdowns',
    ],
  },
  {
    title: 'feat: new dropdown-buttons caption layout',
    thread: 'gpbl/react-day-picker#1663',
    version: 'v9',
    expect: '/docs/navigation#show-dropdowns-in-the-caption',
  },
  {
    title: 'feat: new dropdown-buttons caption layout',
    thread: 'gpbl/react-day-picker#1663',
    version: 'v8',
    expect: '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
  },
  {
    title: 'Month and year picker',
    thread: 'gpbl/react-day-picker#738',
    version: 'v9',
    expect: '/recipes/month-picker#month-and-year-only',
  },
  {
    title: 'Month and year picker',
    thread: 'gpbl/react-day-picker#738',
    version: 'v8',
    expect: '/v8/recipes/month-picker#month-and-year-only',
  },
  {
    title:
      'Datepicker: There no way to select year. If we have enter our birth date just click click click until you reach your birth year',
    thread: 'shadcn-ui/ui#546',
    version: 'v9',
    expect: '/docs/navigation#show-dropdowns-in-the-caption',
  },
  {
    title:
      'Datepicker: There no way to select year. If we have enter our birth date just click click click until you reach your birth year',
    thread: 'shadcn-ui/ui#546',
    version: 'v8',
    expect: '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
  },
  {
    title:
      '[Bug] Cannot advance past end of selection year when captionLayout="dropdown"',
    thread: 'gpbl/react-day-picker#2829',
    version: 'v9',
    expect: '/docs/navigation#show-dropdowns-in-the-caption',
  },
  {
    title:
      'Make DayPicker-Caption Year optional and fixed single week names at the top',
    thread: 'gpbl/react-day-picker#932',
    version: 'v9',
    expect: '/docs/translation#custom-formatters',
  },
  {
    title:
      'Make DayPicker-Caption Year optional and fixed single week names at the top',
    thread: 'gpbl/react-day-picker#932',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#change-formats',
  },
  {
    title: 'feat: add formatClassNames function to format CSS class names',
    thread: 'gpbl/react-day-picker#1890',
    version: 'v9',
    expect: '/docs/styling#utility-classes-tailwind-css',
  },
  {
    title: 'feat: add formatClassNames function to format CSS class names',
    thread: 'gpbl/react-day-picker#1890',
    version: 'v8',
    expect: [
      '/v8/using-daypicker/styling#use-your-own-class-names',
      '/v8/using-daypicker/styling#utility-classes',
    ],
  },
  {
    title: 'Expose `day_selected` in `classNames`',
    thread: 'gpbl/react-day-picker#1253',
    version: 'v9',
    expect: [
      '/docs/styling#classes-for-modifiers',
      '/upgrading#class-names-and-classnames-keys',
    ],
  },
  {
    title: 'Expose `day_selected` in `classNames`',
    thread: 'gpbl/react-day-picker#1253',
    version: 'v8',
    expect: [
      '/v8/using-daypicker/styling#style-days-by-modifier',
      '/v8/using-daypicker/styling#utility-classes',
    ],
  },
  {
    title: 'Selected classname is set on <td> not <button>',
    thread: 'gpbl/react-day-picker#2660',
    version: 'v9',
    expect: '/upgrading#class-names-and-classnames-keys',
  },
  {
    title: "Using className's (using it with tailwind)",
    thread: 'gpbl/react-day-picker#1384',
    version: 'v9',
    expect: '/docs/styling#utility-classes-tailwind-css',
  },
  {
    title: "Using className's (using it with tailwind)",
    thread: 'gpbl/react-day-picker#1384',
    version: 'v8',
    expect: '/v8/using-daypicker/styling#utility-classes',
  },
  {
    title: 'docs: add tailwind example',
    thread: 'gpbl/react-day-picker#1661',
    version: 'v9',
    expect: '/docs/styling#utility-classes-tailwind-css',
  },
  {
    title: 'docs: add tailwind example',
    thread: 'gpbl/react-day-picker#1661',
    version: 'v8',
    expect: [
      '/v8/using-daypicker/styling#utility-classes',
      '/v8/using-daypicker/styling#use-your-own-class-names',
    ],
  },
  {
    title: 'Border radius is not working with Tailwind CSS class names',
    thread: 'gpbl/react-day-picker#2659',
    version: 'v9',
    expect: '/docs/styling#utility-classes-tailwind-css',
  },
  {
    title: 'custom style to selected days for Range of Days - click',
    thread: 'gpbl/react-day-picker#234',
    version: 'v9',
    expect: '/docs/styling#style-a-range',
  },
  {
    title: 'custom style to selected days for Range of Days - click',
    thread: 'gpbl/react-day-picker#234',
    version: 'v8',
    expect: '/v8/using-daypicker/styling#style-a-range',
  },
  {
    title: 'Add an example using tailwind',
    thread: 'gpbl/react-day-picker#1720',
    version: 'v9',
    expect: '/docs/styling#utility-classes-tailwind-css',
  },
  {
    title: 'Add an example using tailwind',
    thread: 'gpbl/react-day-picker#1720',
    version: 'v8',
    expect: [
      '/v8/using-daypicker/styling#utility-classes',
      '/v8/using-daypicker/styling#use-your-own-class-names',
    ],
  },
  {
    title:
      '`range_start` and `select` classes do not work together when styling with tailwind css',
    thread: 'gpbl/react-day-picker#2309',
    version: 'v9',
    expect: [
      '/docs/styling#utility-classes-tailwind-css',
      '/docs/styling#style-a-range',
    ],
  },
  {
    title: 'UTC mode',
    thread: 'gpbl/react-day-picker#130',
    version: 'v9',
    expect: [
      '/docs/time-zone#use-utc',
      '/docs/time-zone#what-the-selected-dates-contain',
    ],
  },
  {
    title: '`onDayClick()` returns 12AM time date',
    thread: 'gpbl/react-day-picker#473',
    version: 'v9',
    expect: '/docs/time-zone#what-the-selected-dates-contain',
  },
  {
    title: '`onDayClick()` returns 12AM time date',
    thread: 'gpbl/react-day-picker#473',
    version: 'v8',
    expect: ['/v8/recipes/forms#plain-form', '/v8/troubleshooting#one-day-off'],
  },
  {
    title: 'Support for different timezones',
    thread: 'gpbl/react-day-picker#1389',
    version: 'v9',
    expect: '/docs/time-zone#set-a-time-zone',
  },
  {
    title: '[bug]: Outdated component',
    thread: 'shadcn-ui/ui#4518',
    version: 'v9',
    expect: '/recipes/shadcn-calendar#from-v8-to-v9',
  },
  {
    title: '[bug]: Calender in Shadcn not working properly',
    thread: 'shadcn-ui/ui#6151',
    version: 'v9',
    expect: [
      '/recipes/shadcn-calendar#class-names',
      '/recipes/shadcn-calendar#from-v8-to-v9',
    ],
  },
  {
    title: '[bug]: breaking changes for calendar using react-day-picker 9.1.4',
    thread: 'shadcn-ui/ui#5417',
    version: 'v9',
    expect: [
      '/recipes/shadcn-calendar#components-and-icons',
      '/recipes/shadcn-calendar#from-v8-to-v9',
      '/troubleshooting#styles-broke-after-upgrade',
    ],
  },
  {
    title: '[bug]: Update react-day-picker package for Calender',
    thread: 'shadcn-ui/ui#7861',
    version: 'v9',
    expect: '/recipes/shadcn-calendar#from-v8-to-v9',
  },
  {
    title: '[bug]: react-day-picker 9.0.0 release screws up Calendar component',
    thread: 'shadcn-ui/ui#4366',
    version: 'v9',
    expect: [
      '/recipes/shadcn-calendar#from-v8-to-v9',
      '/troubleshooting#styles-broke-after-upgrade',
    ],
  },
  {
    title: '[bug]: datepicker get a wrong css',
    thread: 'shadcn-ui/ui#4361',
    version: 'v9',
    expect: [
      '/recipes/shadcn-calendar#from-v8-to-v9',
      '/troubleshooting#styles-broke-after-upgrade',
    ],
  },
  {
    title: '[bug]: The Calendar ui is not working properly',
    thread: 'shadcn-ui/ui#7516',
    version: 'v9',
    expect: [
      '/recipes/shadcn-calendar#from-v8-to-v9',
      '/troubleshooting#styles-broke-after-upgrade',
    ],
  },
  {
    title: 'Error with onSelect in Calendar with react-hook-form?',
    thread: 'shadcn-ui/ui#731',
    version: 'v9',
    expect: [
      '/recipes/forms#react-hook-form',
      '/recipes/typescript#selection-types',
    ],
  },
  {
    title: 'Error with onSelect in Calendar with react-hook-form?',
    thread: 'shadcn-ui/ui#731',
    version: 'v8',
    expect: [
      '/v8/recipes/forms#react-hook-form',
      '/v8/recipes/typescript#selection-types',
    ],
  },
  {
    title: 'Add format props to datepicker/calendar in using form',
    thread: 'shadcn-ui/ui#1291',
    version: 'v9',
    expect: ['/recipes/forms#plain-form', '/recipes/forms#date-range-field'],
  },
  {
    title: 'Add format props to datepicker/calendar in using form',
    thread: 'shadcn-ui/ui#1291',
    version: 'v8',
    expect: [
      '/v8/recipes/forms#plain-form',
      '/v8/recipes/forms#date-range-field',
    ],
  },
  {
    title:
      '[Bug]: Date Picker not usable for Selecting Birth Date, despite this use case being advertised.',
    thread: 'shadcn-ui/ui#2982',
    version: 'v9',
    expect: '/docs/navigation#show-dropdowns-in-the-caption',
  },
  {
    title:
      '[Bug]: Date Picker not usable for Selecting Birth Date, despite this use case being advertised.',
    thread: 'shadcn-ui/ui#2982',
    version: 'v8',
    expect: '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
  },
  {
    title: 'Feature request: Time picker',
    thread: 'shadcn-ui/ui#255',
    version: 'v9',
    expect: '/guides/timepicker',
  },
  {
    title: 'Feature request: Time picker',
    thread: 'shadcn-ui/ui#255',
    version: 'v8',
    expect: '/v8/advanced-guides/input-fields#add-a-time-to-the-selected-day',
  },
  {
    title: 'Day and Time Picker',
    thread: 'shadcn-ui/ui#1649',
    version: 'v9',
    expect: '/guides/timepicker',
  },
  {
    title: 'Day and Time Picker',
    thread: 'shadcn-ui/ui#1649',
    version: 'v8',
    expect: '/v8/advanced-guides/input-fields#add-a-time-to-the-selected-day',
  },
  {
    title: '[feat]: date time picker',
    thread: 'shadcn-ui/ui#9543',
    version: 'v9',
    expect: '/guides/timepicker',
  },
  {
    title: '[feat]: date time picker',
    thread: 'shadcn-ui/ui#9543',
    version: 'v8',
    expect: '/v8/advanced-guides/input-fields#add-a-time-to-the-selected-day',
  },
  {
    title: '[feat]: Time support in Date Picker',
    thread: 'shadcn-ui/ui#2931',
    version: 'v9',
    expect: '/guides/timepicker',
  },
  {
    title: '[feat]: Time support in Date Picker',
    thread: 'shadcn-ui/ui#2931',
    version: 'v8',
    expect: '/v8/advanced-guides/input-fields#add-a-time-to-the-selected-day',
  },
  {
    title: 'Wheel Time Picker',
    thread: 'shadcn-ui/ui#5305',
    version: 'v9',
    expect: '/guides/timepicker',
  },
  {
    title: '[feat]: Time Picker',
    thread: 'shadcn-ui/ui#7339',
    version: 'v9',
    expect: '/guides/timepicker',
  },
  {
    title: '[feat]: Time Picker',
    thread: 'shadcn-ui/ui#7339',
    version: 'v8',
    expect: '/v8/advanced-guides/input-fields#add-a-time-to-the-selected-day',
  },
  {
    title: 'Block calendar date',
    thread: 'shadcn-ui/ui#2528',
    version: 'v9',
    expect: [
      '/docs/selection-modes#matchers',
      '/docs/selection-modes#disabled',
    ],
  },
  {
    title: 'Block calendar date',
    thread: 'shadcn-ui/ui#2528',
    version: 'v8',
    expect: '/v8/using-daypicker/selection-modes#disable-days',
  },
  {
    title: 'Disable dates in the Calendar component',
    thread: 'shadcn-ui/ui#2801',
    version: 'v9',
    expect: [
      '/docs/selection-modes#matchers',
      '/docs/selection-modes#disabled',
    ],
  },
  {
    title: 'Disable dates in the Calendar component',
    thread: 'shadcn-ui/ui#2801',
    version: 'v8',
    expect: '/v8/using-daypicker/selection-modes#disable-days',
  },
  {
    title: '[bug]: Calendar Component Width is Not Flexible',
    thread: 'shadcn-ui/ui#3996',
    version: 'v9',
    expect: '/recipes/layout#fill-container',
  },
  {
    title: '[bug]: Calendar Component Width is Not Flexible',
    thread: 'shadcn-ui/ui#3996',
    version: 'v8',
    expect: '/v8/recipes/layout#fill-container',
  },
  {
    title: '[bug]: Calendar does not use available container width',
    thread: 'shadcn-ui/ui#10209',
    version: 'v9',
    expect: '/recipes/layout#fill-container',
  },
  {
    title: '[bug]: Calendar does not use available container width',
    thread: 'shadcn-ui/ui#10209',
    version: 'v8',
    expect: '/v8/recipes/layout#fill-container',
  },
  {
    title: 'Range mode having max of 1 allows selecting on a range of two days',
    thread: 'gpbl/react-day-picker#2739',
    version: 'v9',
    expect: [
      '/docs/selection-modes#set-a-minimum-and-maximum-length',
      '/upgrading#range-mode-min-and-max-count-nights',
    ],
  },
  {
    title: 'Range mode having max of 1 allows selecting on a range of two days',
    thread: 'gpbl/react-day-picker#2739',
    version: 'v8',
    expect: '/v8/using-daypicker/selection-modes#limit-the-length-of-a-range',
  },
  {
    title: 'Is unselect of date supported?',
    thread: 'gpbl/react-day-picker#217',
    version: 'v9',
    expect: '/docs/selection-modes#require-a-selection',
  },
  {
    title: 'Is unselect of date supported?',
    thread: 'gpbl/react-day-picker#217',
    version: 'v8',
    expect: '/v8/using-daypicker/selection-modes#make-the-selection-required',
  },
  {
    title: 'Is there a way to unselect a day without user interaction',
    thread: 'gpbl/react-day-picker#1245',
    version: 'v9',
    expect: '/docs/selection-modes#controlled-and-uncontrolled-selection',
  },
  {
    title: 'Is there a way to unselect a day without user interaction',
    thread: 'gpbl/react-day-picker#1245',
    version: 'v8',
    expect:
      '/v8/using-daypicker/selection-modes#keep-the-selection-in-your-state',
  },
  {
    title:
      "Calendar set's date to undefined when same date selected and this give inconsistent behavior!",
    thread: 'gpbl/react-day-picker#2063',
    version: 'v9',
    expect: '/docs/selection-modes#require-a-selection',
  },
  {
    title:
      "Calendar set's date to undefined when same date selected and this give inconsistent behavior!",
    thread: 'gpbl/react-day-picker#2063',
    version: 'v8',
    expect: '/v8/using-daypicker/selection-modes#make-the-selection-required',
  },
  {
    title: 'Support `required` prop for date range selection',
    thread: 'gpbl/react-day-picker#1835',
    version: 'v9',
    expect: '/docs/selection-modes#require-a-selection',
  },
  {
    title: 'Bug: aria-label text is not localized',
    thread: 'gpbl/react-day-picker#1615',
    version: 'v9',
    expect: '/docs/translation#aria-labels',
  },
  {
    title: 'Bug: aria-label text is not localized',
    thread: 'gpbl/react-day-picker#1615',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#translate-the-aria-labels',
  },
  {
    title: 'Update day button aria-label to improve screen reader experience',
    thread: 'gpbl/react-day-picker#1582',
    version: 'v9',
    expect: [
      '/docs/translation#aria-labels',
      '/docs/translation#label-functions',
    ],
  },
  {
    title: 'Update day button aria-label to improve screen reader experience',
    thread: 'gpbl/react-day-picker#1582',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#translate-the-aria-labels',
  },
  {
    title: 'prevButton and nextButton should have text or aria-label',
    thread: 'gpbl/react-day-picker#258',
    version: 'v9',
    expect: [
      '/docs/translation#aria-labels',
      '/docs/translation#label-functions',
    ],
  },
  {
    title: 'prevButton and nextButton should have text or aria-label',
    thread: 'gpbl/react-day-picker#258',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#translate-the-aria-labels',
  },
  {
    title: 'Not seeing aria labels on day buttons',
    thread: 'gpbl/react-day-picker#1546',
    version: 'v9',
    expect: '/recipes/testing#find-days',
  },
  {
    title: 'Not seeing aria labels on day buttons',
    thread: 'gpbl/react-day-picker#1546',
    version: 'v8',
    expect: '/v8/recipes/testing#find-days',
  },
  {
    title:
      'Accessibility language issue: aria label of the nav button is not follow the locale language',
    thread: 'gpbl/react-day-picker#2798',
    version: 'v9',
    expect: '/docs/translation#aria-labels',
  },
  {
    title:
      'Accessibility language issue: aria label of the nav button is not follow the locale language',
    thread: 'gpbl/react-day-picker#2798',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#translate-the-aria-labels',
  },
  {
    title: "With multiple calendars, navigation actions skip 'numberOfMonths'",
    thread: 'gpbl/react-day-picker#37',
    version: 'v9',
    expect: '/docs/navigation#navigate-several-months',
  },
  {
    title: "With multiple calendars, navigation actions skip 'numberOfMonths'",
    thread: 'gpbl/react-day-picker#37',
    version: 'v8',
    expect: '/v8/using-daypicker/navigation#show-several-months',
  },
  {
    title: 'Add support for navigating with `numberOfMonths`',
    thread: 'gpbl/react-day-picker#196',
    version: 'v9',
    expect: '/docs/navigation#navigate-several-months',
  },
  {
    title: 'Add support for navigating with `numberOfMonths`',
    thread: 'gpbl/react-day-picker#196',
    version: 'v8',
    expect: '/v8/using-daypicker/navigation#show-several-months',
  },
  {
    title: 'Support rendering multiple months at the same time',
    thread: 'gpbl/react-day-picker#11',
    version: 'v9',
    expect: [
      '/docs/customization#multiplemonths',
      '/docs/navigation#navigate-several-months',
    ],
  },
  {
    title: 'Support rendering multiple months at the same time',
    thread: 'gpbl/react-day-picker#11',
    version: 'v8',
    expect: '/v8/using-daypicker/navigation#show-several-months',
  },
  {
    title: 'Shows single month even when numberOfMonths is 2',
    thread: 'gpbl/react-day-picker#2782',
    version: 'v9',
    expect: '/docs/navigation#navigate-several-months',
  },
  {
    title: 'Multiple Month Nav',
    thread: 'gpbl/react-day-picker#2303',
    version: 'v9',
    expect: '/docs/navigation#position-the-navigation-buttons',
  },
  {
    title: 'Pass modifiers to renderDay',
    thread: 'gpbl/react-day-picker#237',
    version: 'v9',
    expect: '/guides/custom-components#add-content-to-the-day-buttons',
  },
  {
    title: 'Pass modifiers to renderDay',
    thread: 'gpbl/react-day-picker#237',
    version: 'v8',
    expect:
      '/v8/advanced-guides/custom-components#change-the-content-of-the-days',
  },
  {
    title: 'Override day template',
    thread: 'gpbl/react-day-picker#203',
    version: 'v9',
    expect: '/guides/custom-components#add-content-to-the-day-buttons',
  },
  {
    title: 'Override day template',
    thread: 'gpbl/react-day-picker#203',
    version: 'v8',
    expect: [
      '/v8/advanced-guides/custom-components#change-the-content-of-the-days',
      '/v8/advanced-guides/custom-components#replace-the-whole-day',
    ],
  },
  {
    title: 'Close calendar',
    thread: 'shadcn-ui/ui#901',
    version: 'v9',
    expect: [
      '/guides/input-fields#open-the-calendar-in-a-dialog',
      '/guides/input-fields#use-your-own-popover',
    ],
  },
  {
    title: 'Close calendar',
    thread: 'shadcn-ui/ui#901',
    version: 'v8',
    expect: '/v8/advanced-guides/input-fields#open-the-calendar-in-a-popover',
  },
  {
    title: 'Day Picker component stays Open even after selecting a date',
    thread: 'gpbl/react-day-picker#2220',
    version: 'v9',
    expect: [
      '/guides/input-fields#open-the-calendar-in-a-dialog',
      '/guides/input-fields#use-your-own-popover',
    ],
  },
  {
    title: 'Day Picker component stays Open even after selecting a date',
    thread: 'gpbl/react-day-picker#2220',
    version: 'v8',
    expect: '/v8/advanced-guides/input-fields#open-the-calendar-in-a-popover',
  },
  {
    title: 'Bug: wrong week number when using weekStartsOn',
    thread: 'gpbl/react-day-picker#1810',
    version: 'v9',
    expect: '/docs/localization#iso-week-dates',
  },
  {
    title: 'Bug: wrong week number when using weekStartsOn',
    thread: 'gpbl/react-day-picker#1810',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#week-numbering',
  },
  {
    title: 'Wrong week number displayed',
    thread: 'gpbl/react-day-picker#692',
    version: 'v9',
    expect: [
      '/docs/localization#iso-week-dates',
      '/docs/localization#week-numbers',
    ],
  },
  {
    title: 'Wrong week number displayed',
    thread: 'gpbl/react-day-picker#692',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#week-numbering',
  },
  {
    title: 'Show week numbers and handle week number selection',
    thread: 'gpbl/react-day-picker#304',
    version: 'v9',
    expect: [
      '/docs/customization#make-week-numbers-clickable',
      '/docs/customization#showweeknumber',
    ],
  },
  {
    title: 'Show week numbers and handle week number selection',
    thread: 'gpbl/react-day-picker#304',
    version: 'v8',
    expect: '/v8/using-daypicker/customization#show-week-numbers',
  },
  {
    title: 'Bug: version 8 uses non ISO week as it was in v.7',
    thread: 'gpbl/react-day-picker#1557',
    version: 'v9',
    expect: [
      '/docs/localization#first-week-contains-date',
      '/docs/localization#iso-week-dates',
    ],
  },
  {
    title: 'Bug: version 8 uses non ISO week as it was in v.7',
    thread: 'gpbl/react-day-picker#1557',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#week-numbering',
  },
  {
    title:
      'Duplicate today classes when calendar is pre-rendered with Next.js 15',
    thread: 'gpbl/react-day-picker#2768',
    version: 'v9',
    expect: [
      '/recipes/server-rendering#avoid-the-build-day',
      '/recipes/server-rendering#today-on-the-server',
    ],
  },
  {
    title:
      'Duplicate today classes when calendar is pre-rendered with Next.js 15',
    thread: 'gpbl/react-day-picker#2768',
    version: 'v8',
    expect: [
      '/v8/recipes/server-rendering#avoid-the-build-day',
      '/v8/recipes/server-rendering#today-on-the-server',
    ],
  },
  {
    title: 'render react-day-picker month to shmasi(jalali)',
    thread: 'gpbl/react-day-picker#925',
    version: 'v9',
    expect: '/docs/localization#persian-calendar',
  },
  {
    title: 'render react-day-picker month to shmasi(jalali)',
    thread: 'gpbl/react-day-picker#925',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#other-calendars',
  },
  {
    title: 'Jalaali & Hijri calendar',
    thread: 'gpbl/react-day-picker#732',
    version: 'v9',
    expect: [
      '/docs/localization#persian-calendar',
      '/docs/localization#other-calendars',
    ],
  },
  {
    title: 'Improve keyboard navigation',
    thread: 'gpbl/react-day-picker#51',
    version: 'v9',
    expect: [
      '/guides/accessibility#keyboard-navigation',
      '/docs/navigation#navigate-with-the-keyboard',
    ],
  },
  {
    title: 'Improve keyboard navigation',
    thread: 'gpbl/react-day-picker#51',
    version: 'v8',
    expect: '/v8/using-daypicker/accessibility#use-the-keyboard',
  },
  {
    title: 'Prevent disabled days from being included in keyboard events',
    thread: 'gpbl/react-day-picker#1023',
    version: 'v9',
    expect: '/guides/accessibility#keyboard-navigation',
  },
  {
    title: 'Prevent disabled days from being included in keyboard events',
    thread: 'gpbl/react-day-picker#1023',
    version: 'v8',
    expect: '/v8/using-daypicker/accessibility#use-the-keyboard',
  },
  {
    title: 'Tab navigation always focuses on the first day of the month',
    thread: 'gpbl/react-day-picker#1236',
    version: 'v9',
    expect: '/guides/accessibility#which-day-receives-the-focus',
  },
  {
    title: 'Calendar - Daypicker captionLayout not supported',
    thread: 'shadcn-ui/ui#880',
    version: 'v8',
    expect: [
      '/v8/troubleshooting#no-dropdowns',
      '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
    ],
  },
  {
    title: 'The calendar looks completely wrong.',
    thread: 'shadcn-ui/ui#1574',
    version: 'v9',
    expect: [
      '/guides/custom-components#custom-dropdown',
      '/recipes/shadcn-calendar#from-v8-to-v9',
    ],
  },
  {
    title:
      '[bug]: Datepicker componet is not loading with month and year dropdowns when captionLayout="dropdown"',
    thread: 'shadcn-ui/ui#8137',
    version: 'v8',
    expect: [
      '/v8/troubleshooting#no-dropdowns',
      '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption',
    ],
  },
  {
    title: '[feat]: Custom year / month selection for Calendar',
    thread: 'shadcn-ui/ui#7600',
    version: 'v9',
    expect: '/guides/custom-components#custom-dropdown',
  },
  {
    title:
      'Date Picker missing styles for captionLayout="dropdown" | "dropdown-buttons"',
    thread: 'shadcn-ui/ui#509',
    version: 'v8',
    expect: '/v8/troubleshooting#dropdowns-shown-twice',
  },
  {
    title:
      'CSS Styling issues in Calendar Component with captionLayout options.',
    thread: 'shadcn-ui/ui#2016',
    version: 'v8',
    expect: '/v8/troubleshooting#dropdowns-shown-twice',
  },
  {
    title: '[bug]: Calendar: DayPickerProps',
    thread: 'shadcn-ui/ui#7282',
    version: 'v9',
    expect: '/troubleshooting#iconleft-does-not-exist',
  },
  {
    title: '[bug]: Building production package fails due to Calendar component',
    thread: 'shadcn-ui/ui#5600',
    version: 'v9',
    expect: [
      '/troubleshooting#iconleft-does-not-exist',
      '/recipes/shadcn-calendar#components-and-icons',
    ],
  },
  {
    title: '[bug]: Calender UI is messed up after updating to react-day-picker',
    thread: 'shadcn-ui/ui#5799',
    version: 'v9',
    expect: [
      '/troubleshooting#styles-broke-after-upgrade',
      '/recipes/shadcn-calendar#from-v8-to-v9',
    ],
  },
  {
    title: "'IconLeft' does not exist in type 'Partial<CustomComponents>'",
    thread: 'gpbl/react-day-picker#2451',
    version: 'v9',
    expect: '/troubleshooting#iconleft-does-not-exist',
  },
  {
    title:
      "Unable to resolve path to module 'react-day-picker/style.module.css' in v9.0.8",
    thread: 'gpbl/react-day-picker#2408',
    version: 'v9',
    expect: [
      '/troubleshooting#unable-to-resolve-path-to-module',
      '/troubleshooting#cannot-find-module-style-css',
    ],
  },
  {
    title: "Unable to resolve path to module 'react-day-picker/dist/style.css'",
    thread: 'gpbl/react-day-picker#2516',
    version: 'v9',
    expect: '/troubleshooting#unable-to-resolve-path-to-module',
  },
  {
    title: 'Style of Range bug - Wrong import in documentation',
    thread: 'gpbl/react-day-picker#2150',
    version: 'v9',
    expect: [
      '/troubleshooting#cant-resolve-style-css',
      '/troubleshooting#no-styles',
    ],
  },
  {
    title: 'Style of Range bug - Wrong import in documentation',
    thread: 'gpbl/react-day-picker#2150',
    version: 'v8',
    expect: [
      '/v8/troubleshooting#cant-resolve-style-css',
      '/v8/troubleshooting#no-styles',
    ],
  },
  {
    title: 'Display Issue',
    thread: 'gpbl/react-day-picker#251',
    version: 'v9',
    expect: '/troubleshooting#no-styles',
  },
  {
    title: 'Display Issue',
    thread: 'gpbl/react-day-picker#251',
    version: 'v8',
    expect: '/v8/troubleshooting#no-styles',
  },
  {
    title: 'Styles are not loaded',
    thread: 'gpbl/react-day-picker#496',
    version: 'v9',
    expect: '/troubleshooting#no-styles',
  },
  {
    title: 'Styles are not loaded',
    thread: 'gpbl/react-day-picker#496',
    version: 'v8',
    expect: '/v8/troubleshooting#no-styles',
  },
  {
    title: 'react-day-picker allows to click days out of range',
    thread: 'gpbl/react-day-picker#1403',
    version: 'v9',
    expect: '/guides/custom-modifiers#read-modifiers-in-event-handlers',
  },
  {
    title: 'react-day-picker allows to click days out of range',
    thread: 'gpbl/react-day-picker#1403',
    version: 'v8',
    expect: '/v8/advanced-guides/custom-modifiers#react-to-modifiers',
  },
  {
    title: 'Outside days still show.',
    thread: 'gpbl/react-day-picker#1256',
    version: 'v9',
    expect: '/docs/customization#outside-days',
  },
  {
    title: 'Outside days still show.',
    thread: 'gpbl/react-day-picker#1256',
    version: 'v8',
    expect: '/v8/using-daypicker/customization#show-the-days-of-nearby-months',
  },
  {
    title:
      'Bug: No difference between days of the selected month vs days of the outside months.',
    thread: 'gpbl/react-day-picker#1591',
    version: 'v9',
    expect: '/docs/customization#outside-days',
  },
  {
    title:
      'Bug: No difference between days of the selected month vs days of the outside months.',
    thread: 'gpbl/react-day-picker#1591',
    version: 'v8',
    expect: '/v8/using-daypicker/customization#show-the-days-of-nearby-months',
  },
  {
    title:
      'Bug: Wrong type for onSelect arguments when passing typed mode property',
    thread: 'gpbl/react-day-picker#1569',
    version: 'v9',
    expect: '/recipes/typescript#mode-at-run-time',
  },
  {
    title:
      'Bug: Wrong type for onSelect arguments when passing typed mode property',
    thread: 'gpbl/react-day-picker#1569',
    version: 'v8',
    expect: '/v8/recipes/typescript#mode-at-run-time',
  },
  {
    title: 'types: investigate type error with mode prop',
    thread: 'gpbl/react-day-picker#1583',
    version: 'v9',
    expect: '/recipes/typescript#mode-at-run-time',
  },
  {
    title: 'types: investigate type error with mode prop',
    thread: 'gpbl/react-day-picker#1583',
    version: 'v8',
    expect: '/v8/recipes/typescript#mode-at-run-time',
  },
  {
    title: 'feature: allow to set the selected style color',
    thread: 'gpbl/react-day-picker#1922',
    version: 'v9',
    expect: [
      '/docs/styling#change-the-css-variables',
      '/docs/styling#main-variables',
    ],
  },
  {
    title: 'feature: allow to set the selected style color',
    thread: 'gpbl/react-day-picker#1922',
    version: 'v8',
    expect: '/v8/using-daypicker/styling#change-the-css-variables',
  },
  {
    title: 'Override CSS variables with `var()` default argument',
    thread: 'gpbl/react-day-picker#2606',
    version: 'v9',
    expect: [
      '/docs/styling#change-the-css-variables',
      '/docs/styling#main-variables',
    ],
  },
  {
    title: 'Override CSS variables with `var()` default argument',
    thread: 'gpbl/react-day-picker#2606',
    version: 'v8',
    expect: '/v8/using-daypicker/styling#change-the-css-variables',
  },
  {
    title: 'React-day-picker and date-fns version conflict',
    thread: 'gpbl/react-day-picker#2778',
    version: 'v9',
    expect: ['/troubleshooting#eresolve', '/upgrading#update-the-package'],
  },
  {
    title: 'React-day-picker and date-fns version conflict',
    thread: 'gpbl/react-day-picker#2778',
    version: 'v8',
    expect: ['/v8/troubleshooting#eresolve', '/v8/start#install-the-package'],
  },
  {
    title:
      'Incompatibility between react-day-picker and date-fns@4.1.0 causing installation failure',
    thread: 'gpbl/react-day-picker#2631',
    version: 'v9',
    expect: ['/troubleshooting#eresolve', '/upgrading#update-the-package'],
  },
  {
    title:
      'Incompatibility between react-day-picker and date-fns@4.1.0 causing installation failure',
    thread: 'gpbl/react-day-picker#2631',
    version: 'v8',
    expect: ['/v8/troubleshooting#eresolve', '/v8/start#install-the-package'],
  },
  {
    title: 'Bug: Dependency conflict with date-fns version 3.0.1',
    thread: 'gpbl/react-day-picker#1999',
    version: 'v9',
    expect: ['/troubleshooting#eresolve', '/upgrading#update-the-package'],
  },
  {
    title: 'Bug: Dependency conflict with date-fns version 3.0.1',
    thread: 'gpbl/react-day-picker#1999',
    version: 'v8',
    expect: ['/v8/troubleshooting#eresolve', '/v8/start#install-the-package'],
  },
  {
    title:
      '[bug]: Dependency Conflict Between react-day-picker and date-fns package',
    thread: 'shadcn-ui/ui#7306',
    version: 'v9',
    expect: ['/troubleshooting#eresolve', '/upgrading#update-the-package'],
  },
  {
    title:
      '[bug]: Dependency Conflict Between react-day-picker and date-fns package',
    thread: 'shadcn-ui/ui#7306',
    version: 'v8',
    expect: ['/v8/troubleshooting#eresolve', '/v8/start#install-the-package'],
  },
  {
    title: "Using state variable for startMonth doesn't update the day picker",
    thread: 'gpbl/react-day-picker#2337',
    version: 'v9',
    expect: [
      '/troubleshooting#initial-month-does-not-change',
      '/docs/navigation#onmonthchange',
    ],
  },
  {
    title: "Using state variable for startMonth doesn't update the day picker",
    thread: 'gpbl/react-day-picker#2337',
    version: 'v8',
    expect: [
      '/v8/troubleshooting#initial-month-does-not-change',
      '/v8/using-daypicker/navigation#control-the-displayed-month',
    ],
  },
  {
    title: 'add ability to customize footer',
    thread: 'gpbl/react-day-picker#606',
    version: 'v9',
    expect: '/docs/customization#add-a-footer',
  },
  {
    title: 'add ability to customize footer',
    thread: 'gpbl/react-day-picker#606',
    version: 'v8',
    expect: '/v8/using-daypicker/customization#add-a-footer',
  },
  {
    title: 'Add `displayMonth` to Footer',
    thread: 'gpbl/react-day-picker#1689',
    version: 'v9',
    expect: '/docs/customization#add-a-footer',
  },
  {
    title: 'Add `displayMonth` to Footer',
    thread: 'gpbl/react-day-picker#1689',
    version: 'v8',
    expect: '/v8/using-daypicker/customization#add-a-footer',
  },
  {
    title: 'Selecting multiple days',
    thread: 'gpbl/react-day-picker#229',
    version: 'v9',
    expect: '/docs/selection-modes#multiple-mode',
  },
  {
    title: 'Selecting multiple days',
    thread: 'gpbl/react-day-picker#229',
    version: 'v8',
    expect: '/v8/using-daypicker/selection-modes#multiple-mode',
  },
  {
    title:
      "Labels of Month and Year Dropdown aren't showing after updating to 9 version of Day Picker",
    thread: 'gpbl/react-day-picker#2593',
    version: 'v9',
    expect: '/troubleshooting#dropdowns-blank',
  },
  {
    title: 'how to hidden month and year',
    thread: 'gpbl/react-day-picker#1054',
    version: 'v9',
    expect: '/guides/custom-components#replace-the-month-caption',
  },
  {
    title: 'how to hidden month and year',
    thread: 'gpbl/react-day-picker#1054',
    version: 'v8',
    expect: '/v8/advanced-guides/custom-components#build-your-own-caption',
  },
  {
    title: 'Label in `captionLayout="dropdown"`',
    thread: 'gpbl/react-day-picker#2390',
    version: 'v9',
    expect: '/troubleshooting#dropdowns-blank',
  },
  {
    title: 'Bug: Lag when displaying many months and switching selected date',
    thread: 'gpbl/react-day-picker#1998',
    version: 'v9',
    expect: '/troubleshooting#slow-calendar',
  },
  {
    title: 'Bug: Lag when displaying many months and switching selected date',
    thread: 'gpbl/react-day-picker#1998',
    version: 'v8',
    expect: '/v8/troubleshooting#slow-calendar',
  },
  {
    title: 'Too slow with higher numberOfMonths',
    thread: 'gpbl/react-day-picker#1473',
    version: 'v9',
    expect: '/troubleshooting#slow-calendar',
  },
  {
    title: 'Too slow with higher numberOfMonths',
    thread: 'gpbl/react-day-picker#1473',
    version: 'v8',
    expect: '/v8/troubleshooting#slow-calendar',
  },
  {
    title: 'Too slow for mobile with higher numberOfMonths',
    thread: 'gpbl/react-day-picker#374',
    version: 'v9',
    expect: '/troubleshooting#slow-calendar',
  },
  {
    title: 'Too slow for mobile with higher numberOfMonths',
    thread: 'gpbl/react-day-picker#374',
    version: 'v8',
    expect: '/v8/troubleshooting#slow-calendar',
  },
  {
    title: 'Improve performances when rendering days',
    thread: 'gpbl/react-day-picker#181',
    version: 'v9',
    expect: '/troubleshooting#slow-calendar',
  },
  {
    title: 'Improve performances when rendering days',
    thread: 'gpbl/react-day-picker#181',
    version: 'v8',
    expect: '/v8/troubleshooting#slow-calendar',
  },
  {
    title: 'SyntaxError: Cannot use import statement outside a module',
    thread: 'gpbl/react-day-picker#2524',
    version: 'v9',
    expect: [
      '/recipes/testing#jest',
      '/recipes/testing#cannot-use-import-statement-outside-a-module',
    ],
  },
  {
    title: 'Mouse hover effect on range of days',
    thread: 'gpbl/react-day-picker#202',
    version: 'v9',
    expect: '/guides/custom-selections#range-hover-preview',
  },
  {
    title: 'Mouse hover effect on range of days',
    thread: 'gpbl/react-day-picker#202',
    version: 'v8',
    expect:
      '/v8/advanced-guides/custom-selections#preview-a-range-while-hovering',
  },
  {
    title:
      'No effect applied when using `min` and `max` properties on `mode="range"`',
    thread: 'gpbl/react-day-picker#2361',
    version: 'v8',
    expect: '/v8/using-daypicker/selection-modes#limit-the-length-of-a-range',
  },
  {
    title:
      'Improved RTL support by adding prop to reverse order of days on DayPicker',
    thread: 'gpbl/react-day-picker#1046',
    version: 'v9',
    expect: '/docs/localization#right-to-left-languages',
  },
  {
    title:
      'Improved RTL support by adding prop to reverse order of days on DayPicker',
    thread: 'gpbl/react-day-picker#1046',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#support-right-to-left-languages',
  },
  {
    title:
      "The icon's left and right directions are reversed in RTL (right-to-left) mode",
    thread: 'gpbl/react-day-picker#2748',
    version: 'v9',
    expect: '/docs/localization#right-to-left-languages',
  },
  {
    title:
      "The icon's left and right directions are reversed in RTL (right-to-left) mode",
    thread: 'gpbl/react-day-picker#2748',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#support-right-to-left-languages',
  },
  {
    title: 'Option to customize the Nav Bar section',
    thread: 'gpbl/react-day-picker#119',
    version: 'v9',
    expect: '/guides/custom-components#change-the-navigation-icons',
  },
  {
    title: 'Option to customize the Nav Bar section',
    thread: 'gpbl/react-day-picker#119',
    version: 'v8',
    expect: '/v8/advanced-guides/custom-components#change-the-navigation-icons',
  },
  {
    title:
      'Support locales like Arabic with different representation of numerals',
    thread: 'gpbl/react-day-picker#246',
    version: 'v9',
    expect: [
      '/docs/localization#numeral-systems',
      '/docs/translation#numeral-systems',
    ],
  },
  {
    title:
      'Support locales like Arabic with different representation of numerals',
    thread: 'gpbl/react-day-picker#246',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#use-another-numbering-system',
  },
  {
    title: 'Added numbers formatting feature',
    thread: 'gpbl/react-day-picker#826',
    version: 'v9',
    expect: [
      '/docs/localization#numeral-systems',
      '/docs/translation#numeral-systems',
    ],
  },
  {
    title: 'Added numbers formatting feature',
    thread: 'gpbl/react-day-picker#826',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#use-another-numbering-system',
  },
  {
    title: 'Unable to see .DayPicker-Day--start or --end on divs',
    thread: 'gpbl/react-day-picker#1218',
    version: 'v9',
    expect: '/docs/styling#style-a-range',
  },
  {
    title: 'Unable to see .DayPicker-Day--start or --end on divs',
    thread: 'gpbl/react-day-picker#1218',
    version: 'v8',
    expect: '/v8/using-daypicker/styling#style-a-range',
  },
  {
    title: 'Bug : Date in modifier " booked " is placed one month ahead',
    thread: 'gpbl/react-day-picker#2205',
    version: 'v9',
    expect: '/troubleshooting#one-month-off',
  },
  {
    title: 'Bug : Date in modifier " booked " is placed one month ahead',
    thread: 'gpbl/react-day-picker#2205',
    version: 'v8',
    expect: '/v8/troubleshooting#one-month-off',
  },
  {
    title:
      'Request: Is it possible to implement func swipe left or right change month ?',
    thread: 'gpbl/react-day-picker#877',
    version: 'v9',
    expect: '/docs/navigation#swipe',
  },
  {
    title:
      'Request: Is it possible to implement func swipe left or right change month ?',
    thread: 'gpbl/react-day-picker#877',
    version: 'v8',
    expect: '/v8/using-daypicker/navigation#swipe',
  },
  {
    title: 'Animation when changing months',
    thread: 'gpbl/react-day-picker#87',
    version: 'v9',
    expect: [
      '/docs/customization#animate-month-changes',
      '/docs/navigation#animate',
      '/docs/customization#animation-classes',
    ],
  },
  {
    title: 'Add example for selecting week on day click',
    thread: 'gpbl/react-day-picker#686',
    version: 'v9',
    expect: '/guides/custom-selections#select-a-whole-week',
  },
  {
    title: 'Add example for selecting week on day click',
    thread: 'gpbl/react-day-picker#686',
    version: 'v8',
    expect: '/v8/advanced-guides/custom-selections#select-a-whole-week',
  },
  {
    title: 'Add example for selecting an entire week',
    thread: 'gpbl/react-day-picker#719',
    version: 'v9',
    expect: '/guides/custom-selections#select-a-whole-week',
  },
  {
    title: 'Add example for selecting an entire week',
    thread: 'gpbl/react-day-picker#719',
    version: 'v8',
    expect: '/v8/advanced-guides/custom-selections#select-a-whole-week',
  },
  {
    title: 'Broken link (or reimplement DayPickerInput)',
    thread: 'gpbl/react-day-picker#1447',
    version: 'v9',
    expect: [
      '/guides/input-fields#keep-an-input-and-a-calendar-in-sync',
      '/guides/input-fields#open-the-calendar-in-a-dialog',
    ],
  },
  {
    title: 'Broken link (or reimplement DayPickerInput)',
    thread: 'gpbl/react-day-picker#1447',
    version: 'v8',
    expect: '/v8/upgrading#replace-daypickerinput-with-useinput',
  },
  {
    title: 'Move DayPickerInput to another package?',
    thread: 'gpbl/react-day-picker#794',
    version: 'v9',
    expect: '/guides/input-fields#keep-an-input-and-a-calendar-in-sync',
  },
  {
    title: 'Move DayPickerInput to another package?',
    thread: 'gpbl/react-day-picker#794',
    version: 'v8',
    expect: '/v8/upgrading#replace-daypickerinput-with-useinput',
  },
  {
    title: '<DayInput> component',
    thread: 'gpbl/react-day-picker#213',
    version: 'v9',
    expect: '/guides/input-fields#keep-an-input-and-a-calendar-in-sync',
  },
  {
    title: '<DayInput> component',
    thread: 'gpbl/react-day-picker#213',
    version: 'v8',
    expect: [
      '/v8/advanced-guides/input-fields#bind-a-field-with-useinput',
      '/v8/upgrading#replace-daypickerinput-with-useinput',
    ],
  },
  {
    title: '[bug]: Calendar not work : the style is not applying',
    thread: 'shadcn-ui/ui#6084',
    version: 'v9',
    expect: [
      '/recipes/shadcn-calendar#class-names',
      '/troubleshooting#styles-broke-after-upgrade',
    ],
  },
  {
    title: 'RTL keyboard handling issues',
    thread: 'gpbl/react-day-picker#837',
    version: 'v9',
    expect: '/docs/localization#right-to-left-languages',
  },
  {
    title: 'RTL keyboard handling issues',
    thread: 'gpbl/react-day-picker#837',
    version: 'v8',
    expect: '/v8/using-daypicker/localization#support-right-to-left-languages',
  },
  {
    title: 'Focus navigation breaks with disabled days',
    thread: 'gpbl/react-day-picker#1320',
    version: 'v9',
    expect: '/guides/accessibility#keyboard-navigation',
  },
  {
    title: "NavBar as Caption's children",
    thread: 'gpbl/react-day-picker#285',
    version: 'v9',
    expect: '/docs/navigation#position-the-navigation-buttons',
  },
  {
    title: 'build: update exports in package.json for better compatibility',
    thread: 'gpbl/react-day-picker#2535',
    version: 'v9',
    expect: [
      '/recipes/testing#jest',
      '/recipes/testing#cannot-use-import-statement-outside-a-module',
    ],
  },
  {
    title: 'Setting the date from within the Overlay and/or the Navbar',
    thread: 'gpbl/react-day-picker#1397',
    version: 'v9',
    expect:
      '/guides/custom-components#read-the-calendar-state-with-usedaypicker',
  },
  {
    title: 'v8: Custom Caption component is not handled correctly',
    thread: 'gpbl/react-day-picker#1393',
    version: 'v9',
    expect: '/guides/custom-components#replace-the-month-caption',
  },
  {
    title: 'v8: Custom Caption component is not handled correctly',
    thread: 'gpbl/react-day-picker#1393',
    version: 'v8',
    expect: '/v8/advanced-guides/custom-components#build-your-own-caption',
  },
  {
    title: 'can DayPickerInput Select multiple days ??',
    thread: 'gpbl/react-day-picker#800',
    version: 'v9',
    expect: [
      '/docs/selection-modes#multiple-mode',
      '/docs/selection-modes#limit-the-number-of-days',
    ],
  },
  {
    title: 'can DayPickerInput Select multiple days ??',
    thread: 'gpbl/react-day-picker#800',
    version: 'v8',
    expect: '/v8/using-daypicker/selection-modes#multiple-mode',
  },
  {
    title: 'React Day Picker Click on input to close the overlay',
    thread: 'gpbl/react-day-picker#1068',
    version: 'v9',
    expect: [
      '/guides/input-fields#use-your-own-popover',
      '/guides/input-fields#open-the-calendar-in-a-dialog',
    ],
  },
  {
    title: 'React Day Picker Click on input to close the overlay',
    thread: 'gpbl/react-day-picker#1068',
    version: 'v8',
    expect: '/v8/advanced-guides/input-fields#open-the-calendar-in-a-popover',
  },
  {
    title: 'Feature: caption click -> show this month',
    thread: 'gpbl/react-day-picker#30',
    version: 'v9',
    expect: '/docs/navigation#add-a-go-to-today-button',
  },
  {
    title: 'Feature: caption click -> show this month',
    thread: 'gpbl/react-day-picker#30',
    version: 'v8',
    expect: '/v8/using-daypicker/navigation#control-the-displayed-month',
  },
];
