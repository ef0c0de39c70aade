/**
 * Threads of gpbl/react-day-picker that report a defect of the library, with
 * the first release that fixed it. Part of READER_QUESTIONS
 * (src/data/readerQuestions.ts).
 */
import type {LibraryBug} from './readerQuestions';

export const READER_BUGS: readonly LibraryBug[] = [
  {
    question:
      'Why does one object with both before and after, the after date being later, disable nothing?',
    sources: [
      'gpbl/react-day-picker#1254',
      'gpbl/react-day-picker#1431',
      'gpbl/react-day-picker#1568',
    ],
    bug: {fixedIn: '8.3.1', changelog: '/v8/changelog#831'},
  },
  {
    question:
      'Why does DayPickerInput 7 ignore the month given in dayPickerProps once the input has a value?',
    sources: ['gpbl/react-day-picker#612', 'gpbl/react-day-picker#613'],
    bug: {fixedIn: '7.1.0'},
  },
  {
    question:
      'Why does paged navigation skip or repeat a month when the navigation limits are not the first of a month?',
    sources: ['gpbl/react-day-picker#786', 'gpbl/react-day-picker#787'],
    bug: {fixedIn: '7.2.3'},
  },
  {
    question:
      'Why did onDayClick stop firing for disabled days in DayPicker 7.2.3?',
    sources: ['gpbl/react-day-picker#789', 'gpbl/react-day-picker#791'],
    bug: {fixedIn: '7.2.4'},
  },
  {
    question:
      'Why do the left and right arrow keys move the wrong way in a right-to-left calendar?',
    sources: ['gpbl/react-day-picker#837', 'gpbl/react-day-picker#845'],
    bug: {fixedIn: '7.3.0'},
  },
  {
    question:
      'Why does npm refuse to install DayPicker 7.4.8 next to React 17?',
    sources: ['gpbl/react-day-picker#1075', 'gpbl/react-day-picker#1190'],
    bug: {fixedIn: '7.4.9'},
  },
  {
    question:
      'Why does a navigation button keep its focus style after a mouse click?',
    sources: ['gpbl/react-day-picker#1529', 'gpbl/react-day-picker#1531'],
    bug: {fixedIn: '8.1.4', changelog: '/v8/changelog#814'},
  },
  {
    question:
      'Why are only some of the default styles applied when I use CSS modules?',
    sources: ['gpbl/react-day-picker#1547'],
    bug: {fixedIn: '8.2.1', changelog: '/v8/changelog#821'},
  },
  {
    question:
      "Why can't the year dropdown reach a year whose current month lies outside startMonth and endMonth?",
    sources: ['gpbl/react-day-picker#2549', 'gpbl/react-day-picker#2614'],
    bug: {fixedIn: '9.4.2', changelog: '/changelog#942'},
  },
  {
    question: 'Why does a disabled day passed in selected not look selected?',
    sources: ['gpbl/react-day-picker#2699', 'gpbl/react-day-picker#2700'],
    bug: {fixedIn: '9.6.0', changelog: '/changelog#960'},
  },
  {
    question:
      "Why do disabled, hidden and custom modifiers match the days of the browser's zone rather than those of the timeZone prop?",
    sources: ['gpbl/react-day-picker#2833', 'gpbl/react-day-picker#2849'],
    bug: {fixedIn: '9.11.2'},
  },
  {
    question:
      'Why does a calendar showing several months display a month after toMonth?',
    sources: ['gpbl/react-day-picker#543'],
    bug: {fixedIn: '7.0.0'},
  },
  {
    question:
      'Why does a custom navigation bar in DayPicker 7 receive no month?',
    sources: ['gpbl/react-day-picker#607'],
    bug: {fixedIn: '7.1.0'},
  },
  {
    question: 'Why does TypeScript reject the style prop of DayPickerInput 7?',
    sources: ['gpbl/react-day-picker#966'],
    bug: {fixedIn: '7.4.1'},
  },
  {
    question:
      'Why does the module field of DayPicker 7.4.8 point to a CommonJS file, which trips up ESM bundlers?',
    sources: ['gpbl/react-day-picker#1172'],
    bug: {fixedIn: '7.4.10'},
  },
  {
    question:
      'Why do the arrow keys do nothing in the DayPicker 8 betas on React 16?',
    sources: ['gpbl/react-day-picker#1171'],
    bug: {fixedIn: '8.0.0', changelog: '/v8/changelog#800'},
  },
  {
    question:
      'Why does a custom Caption component have no effect in the DayPicker 8 betas?',
    sources: ['gpbl/react-day-picker#1393'],
    bug: {fixedIn: '8.0.0', changelog: '/v8/changelog#800'},
  },
  {
    question:
      'Why does the first click of a range set both from and to in the DayPicker 8 betas?',
    sources: ['gpbl/react-day-picker#1352'],
    bug: {fixedIn: '8.0.0', changelog: '/v8/changelog#800'},
  },
  {
    question:
      'Why can a disabled day still be picked in the DayPicker 8 betas?',
    sources: ['gpbl/react-day-picker#1169'],
    bug: {fixedIn: '8.0.0', changelog: '/v8/changelog#800'},
  },
  {
    question:
      "Why do both caption dropdowns get the dropdown_month class, so the year one can't be styled apart?",
    sources: ['gpbl/react-day-picker#1466'],
    bug: {fixedIn: '8.0.7', changelog: '/v8/changelog#807'},
  },
  {
    question:
      'Why is the keyboard focus lost when the arrow keys reach a disabled day?',
    sources: ['gpbl/react-day-picker#1320'],
    bug: {fixedIn: '8.1.2', changelog: '/v8/changelog#812'},
  },
  {
    question:
      'Why do the caption dropdowns show no focus style when reached with the keyboard?',
    sources: ['gpbl/react-day-picker#1535'],
    bug: {fixedIn: '8.2.0', changelog: '/v8/changelog#820'},
  },
  {
    question:
      'Why do min and max in range mode disable the wrong days once a start day is picked in DayPicker 8?',
    sources: ['gpbl/react-day-picker#1566'],
    bug: {fixedIn: '8.3.0', changelog: '/v8/changelog#830'},
  },
  {
    question:
      'Why does captionLayout have no effect in the DayPicker 9 prereleases?',
    sources: ['gpbl/react-day-picker#2177'],
    bug: {fixedIn: '9.0.0', changelog: '/changelog#900'},
  },
  {
    question:
      'Why do the navigation chevrons point the wrong way in a right-to-left calendar of the 9.0 prereleases?',
    sources: ['gpbl/react-day-picker#2216'],
    bug: {fixedIn: '9.0.0', changelog: '/changelog#900'},
  },
  {
    question:
      "Why isn't today focused when the calendar mounts in the 9.0 prereleases?",
    sources: ['gpbl/react-day-picker#2174'],
    bug: {fixedIn: '9.0.0', changelog: '/changelog#900'},
  },
  {
    question: 'Why does autoFocus focus the wrong day in the 9.0 prereleases?',
    sources: ['gpbl/react-day-picker#2265'],
    bug: {fixedIn: '9.0.0', changelog: '/changelog#900'},
  },
  {
    question:
      'Why can disabled days be selected through the selected prop in the 9.0 prereleases?',
    sources: ['gpbl/react-day-picker#2171'],
    bug: {fixedIn: '9.0.0', changelog: '/changelog#900'},
  },
  {
    question: 'Why does TypeScript misread the prop types of DayPicker 9.0.0?',
    sources: ['gpbl/react-day-picker#2283'],
    bug: {fixedIn: '9.0.1', changelog: '/changelog#901'},
  },
  {
    question:
      "Why doesn't a range calendar update when its selected prop changes?",
    sources: ['gpbl/react-day-picker#2295'],
    bug: {fixedIn: '9.0.3', changelog: '/changelog#903'},
  },
  {
    question:
      "Why does Next.js report that DayPicker's CommonJS build is treated as an ES module after upgrading to 9.0?",
    sources: ['gpbl/react-day-picker#2310'],
    bug: {fixedIn: '9.0.6', changelog: '/changelog#906'},
  },
  {
    question:
      'Why does the DayPicker stylesheet restyle my own buttons, such as one in the footer?',
    sources: ['gpbl/react-day-picker#2377'],
    bug: {fixedIn: '9.0.9', changelog: '/changelog#909'},
  },
  {
    question:
      'Why does the calendar respond slowly once a very long range is selected?',
    sources: ['gpbl/react-day-picker#2531'],
    bug: {fixedIn: '9.3.0', changelog: '/changelog#930'},
  },
  {
    question:
      'Why can outside days before startMonth or after endMonth still be picked?',
    sources: ['gpbl/react-day-picker#2578'],
    bug: {fixedIn: '9.3.2', changelog: '/changelog#932'},
  },
  {
    question:
      "Why can't the navigation buttons be clicked, or why does the next animation glitch, while a month change is still animating?",
    sources: ['gpbl/react-day-picker#2710'],
    bug: {fixedIn: '9.6.4', changelog: '/changelog#964'},
  },
  {
    question:
      'Why does autoFocus focus today rather than a selected day later in the same month?',
    sources: ['gpbl/react-day-picker#2725'],
    bug: {fixedIn: '9.6.6', changelog: '/changelog#966'},
  },
  {
    question: 'Why do date props other than month ignore the timeZone prop?',
    sources: ['gpbl/react-day-picker#2750'],
    bug: {fixedIn: '9.7.0', changelog: '/changelog#970'},
  },
  {
    question:
      'Why does clicking the start day of an open range clear it instead of closing a one-day range?',
    sources: ['gpbl/react-day-picker#2813'],
    bug: {fixedIn: '9.9.0', changelog: '/changelog#990'},
  },
  {
    question:
      "Why do the caption and the dropdowns put month and year in an order the locale doesn't use?",
    sources: ['gpbl/react-day-picker#2830'],
    bug: {fixedIn: '9.11.0', changelog: '/changelog#9110'},
  },
  {
    question:
      'Why can the arrow keys move the focus past the shown month when navigation is disabled?',
    sources: ['gpbl/react-day-picker#2838'],
    bug: {fixedIn: '9.11.1'},
  },
  {
    question:
      'Why do the arrow keys stop working once the focused day becomes disabled after the first click of a range?',
    sources: ['gpbl/react-day-picker#2843'],
    bug: {fixedIn: '9.11.2'},
  },
];
