/**
 * Queries DayPicker users type, and the result that must come first for the
 * version being read. `expected` with an anchor must match the top hit
 * exactly; without one, the top hit must be on that page. A list names
 * equivalent answers (the same prop documented on several interfaces).
 * Checked against the built index by tests/unit/searchQuality.test.ts.
 */
import type {DocVersionId} from '../../src/data/docVersions';
import {isAnswered, READER_QUESTIONS} from '../../src/data/readerQuestions';

export interface QualityQuery {
  query: string;
  /** Docs version the reader is on (contextual search scopes to it). */
  version: DocVersionId;
  expected: string | readonly string[];
}

/**
 * Error messages and symptoms as readers paste or type them, and the entry
 * of each version's troubleshooting page that must come first for them.
 */
const TROUBLESHOOTING: readonly {
  query: string;
  anchors: Partial<Record<DocVersionId, string>>;
}[] = [
  {
    query: "Module not found: Can't resolve 'react-day-picker/style.css'",
    anchors: {v9: 'cant-resolve-style-css', v8: 'cant-resolve-style-css'},
  },
  {
    query: 'Failed to resolve import "react-day-picker/style.css"',
    anchors: {v9: 'cant-resolve-style-css', v8: 'cant-resolve-style-css'},
  },
  {
    query:
      "Cannot find module 'react-day-picker/style.module.css' or its corresponding type declarations",
    anchors: {v9: 'cannot-find-module-style-css'},
  },
  {
    query: "Unable to resolve path to module 'react-day-picker/style.css'",
    anchors: {v9: 'unable-to-resolve-path-to-module'},
  },
  {
    query: 'npm ERR! ERESOLVE unable to resolve dependency tree',
    anchors: {v9: 'eresolve', v8: 'eresolve'},
  },
  {
    query: 'npm error ERESOLVE could not resolve',
    anchors: {v9: 'eresolve', v8: 'eresolve'},
  },
  {
    query: "'IconLeft' does not exist in type 'Partial<CustomComponents>'",
    anchors: {v9: 'iconleft-does-not-exist'},
  },
  {
    query: "export 'ClassNames' was not found in 'react-day-picker'",
    anchors: {v9: 'classnames-not-found', v8: 'classnames-not-found'},
  },
  {
    query: 'calendar styles broken after upgrading shadcn',
    anchors: {v9: 'styles-broke-after-upgrade'},
  },
  {
    query: 'The calendar has no styles',
    anchors: {v9: 'no-styles', v8: 'no-styles'},
  },
  {
    query: 'The selected day is one day off',
    anchors: {v9: 'one-day-off', v8: 'one-day-off'},
  },
  {
    query:
      "Hydration failed because the server rendered HTML didn't match the client",
    anchors: {v9: 'hydration-mismatch'},
  },
  {
    query: 'server renders another today than the browser',
    anchors: {v8: 'hydration-mismatch'},
  },
  {
    query: 'navigation buttons do nothing',
    anchors: {
      v9: 'navigation-buttons-do-nothing',
      v8: 'navigation-buttons-do-nothing',
    },
  },
  {
    query: "month and year drop-downs don't appear",
    anchors: {v8: 'no-dropdowns'},
  },
  {
    query: 'range includes disabled days',
    anchors: {v8: 'range-includes-disabled'},
  },
  ...[
    ['calendar inside a label', 'calendar-inside-label'],
    ['the same dates appear in two months', 'same-dates-in-two-months'],
    ['the calendar is slow', 'slow-calendar'],
    ['month and year dropdowns are blank', 'dropdowns-blank'],
    ['day stays highlighted after a tap', 'highlight-stays-after-tap'],
    ['booked dates are not disabled', 'dates-in-nested-array-ignored'],
  ].map(([query, anchor]) => ({query, anchors: {v9: anchor, v8: anchor}})),
];

/**
 * The questions readers ask where two features meet, or about what they
 * see, in their own words, and the section answering each, per version.
 */
const READER_PHRASINGS: readonly {
  query: string;
  answers: Partial<Record<DocVersionId, string>>;
}[] = [
  {
    query: 'tooltip on day',
    answers: {
      v9: '/guides/custom-components#add-content-to-the-day-buttons',
      v8: '/v8/advanced-guides/custom-components#change-the-content-of-the-days',
    },
  },
  {
    query: 'calendar inside label',
    answers: {
      v9: '/troubleshooting#calendar-inside-label',
      v8: '/v8/troubleshooting#calendar-inside-label',
    },
  },
  {
    query: 'remove focus outline',
    answers: {
      v9: '/docs/styling#focus-ring',
      v8: '/v8/using-daypicker/styling#focus-ring',
    },
  },
  {
    query: "why can't I select this day",
    answers: {
      v9: '/docs/selection-modes#explain-unavailable-days',
      v8: '/v8/using-daypicker/selection-modes#explain-unavailable-days',
    },
  },
  {
    query: 'dayjs',
    answers: {
      v9: '/docs/localization#other-date-libraries',
      v8: '/v8/using-daypicker/localization#native-dates',
    },
  },
  {
    query: 'luxon',
    answers: {
      v9: '/docs/localization#other-date-libraries',
      v8: '/v8/using-daypicker/localization#native-dates',
    },
  },
  {
    query: 'dropdown month names locale',
    answers: {
      v9: '/docs/localization#dropdown-month-names',
      v8: '/v8/using-daypicker/localization#dropdown-month-names',
    },
  },
  {query: 'bundle size', answers: {v9: '/docs/localization#bundle-size'}},
  {
    query: 'cannot be used as a JSX component',
    answers: {v8: '/v8/recipes/typescript#react-19-jsx-component'},
  },
];

/** The troubleshooting page of a version: `/troubleshooting` or `/v8/…`. */
const TROUBLESHOOTING_PATHS: Record<DocVersionId, string> = {
  v9: '/troubleshooting',
  v8: '/v8/troubleshooting',
};

export const QUALITY_QUERIES: QualityQuery[] = [
  // Current version: docs pages.
  {
    query: 'range',
    version: 'v9',
    expected: '/docs/selection-modes#range-mode',
  },
  {
    query: 'rnage',
    version: 'v9',
    expected: '/docs/selection-modes#range-mode',
  },
  {
    query: 'disable weekends',
    version: 'v9',
    expected: '/docs/selection-modes',
  },
  {query: 'time zone', version: 'v9', expected: '/docs/time-zone'},
  {query: 'persian', version: 'v9', expected: '/docs/localization'},
  {query: 'locali', version: 'v9', expected: '/docs/localization'},
  // Current version: guides, start, upgrading, changelog.
  {query: 'input field', version: 'v9', expected: '/guides/input-fields'},
  {
    query: 'popover',
    version: 'v9',
    expected: '/guides/input-fields#use-your-own-popover',
  },
  {
    query: 'dialog',
    version: 'v9',
    expected: '/guides/input-fields#open-the-calendar-in-a-dialog',
  },
  {query: 'time picker', version: 'v9', expected: '/guides/timepicker'},
  {query: 'timepicker', version: 'v9', expected: '/guides/timepicker'},
  {
    query: 'keyboard navigation',
    version: 'v9',
    expected: '/guides/accessibility#keyboard-navigation',
  },
  {
    query: 'screen reader',
    version: 'v9',
    expected: '/guides/accessibility#screen-readers',
  },
  {
    query: 'autofocus',
    version: 'v9',
    expected: [
      '/api/functions/DayPicker#autofocus',
      '/api/interfaces/PropsBase#autofocus',
    ],
  },
  {
    query: 'select whole week',
    version: 'v9',
    expected: '/guides/custom-selections#select-a-whole-week',
  },
  {
    query: 'custom modifier',
    version: 'v9',
    expected: '/guides/custom-modifiers',
  },
  {
    query: 'today modifier',
    version: 'v9',
    expected: '/guides/custom-modifiers#today-modifier',
  },
  {
    query: 'month caption',
    version: 'v9',
    expected: '/guides/custom-components#replace-the-month-caption',
  },
  {
    query: 'navigation icons',
    version: 'v9',
    expected: '/guides/custom-components#change-the-navigation-icons',
  },
  {
    query: 'install',
    version: 'v9',
    expected: '/start#install-the-package',
  },
  {query: 'upgrading', version: 'v9', expected: '/upgrading'},
  {
    query: 'stylesheet path',
    version: 'v9',
    expected: '/upgrading#stylesheet-path',
  },
  {query: 'changelog', version: 'v9', expected: '/changelog'},
  // Current version: API reference.
  {query: 'DateLib', version: 'v9', expected: '/api/classes/DateLib'},
  {query: 'datelib', version: 'v9', expected: '/api/classes/DateLib'},
  {query: 'TZDate', version: 'v9', expected: '/api/classes/TZDate'},
  {
    query: 'addToRange',
    version: 'v9',
    expected: '/api/functions/addToRange',
  },
  {
    query: 'useDayPicker',
    version: 'v9',
    expected: '/api/functions/useDayPicker',
  },
  {query: 'DayFlag', version: 'v9', expected: '/api/enumerations/DayFlag'},
  {
    query: 'DateRange',
    version: 'v9',
    expected: '/api/type-aliases/DateRange',
  },
  {
    query: 'OnSelectHandler',
    version: 'v9',
    expected: '/api/type-aliases/OnSelectHandler',
  },
  // A prop's name finds its row in the DayPicker props table.
  {
    query: 'fixedWeeks',
    version: 'v9',
    expected: '/api/functions/DayPicker#fixedweeks',
  },
  {
    query: 'showOutsideDays',
    version: 'v9',
    expected: '/api/functions/DayPicker#showoutsidedays',
  },
  {
    query: 'fixedWeeks',
    version: 'v8',
    expected: '/v8/api/functions/DayPicker#fixedweeks',
  },
  {
    query: 'numberOfMonths',
    version: 'v9',
    expected: [
      '/api/functions/DayPicker#numberofmonths',
      '/api/interfaces/PropsBase#numberofmonths',
    ],
  },
  {
    query: 'weekStartsOn',
    version: 'v9',
    expected: [
      '/api/functions/DayPicker#weekstartson',
      '/api/interfaces/PropsBase#weekstartson',
      '/api/interfaces/DateLibOptions#weekstartson',
    ],
  },
  {
    query: 'onSelect',
    version: 'v9',
    // The guide's section on the handler's arguments, or the prop itself.
    expected: [
      '/docs/selection-modes#what-onselect-receives',
      ...['Single', 'Multi', 'Range'].flatMap((mode) => [
        `/api/interfaces/Props${mode}#onselect`,
        `/api/interfaces/Props${mode}Required#onselect`,
      ]),
    ],
  },
  // Version 8.
  {
    query: 'range',
    version: 'v8',
    expected: '/v8/using-daypicker/selection-modes#range-mode',
  },
  {
    query: 'rnage',
    version: 'v8',
    expected: '/v8/using-daypicker/selection-modes#range-mode',
  },
  {
    query: 'disable weekends',
    version: 'v8',
    expected: '/v8/using-daypicker/selection-modes#disable-days',
  },
  {
    query: 'v8 input field',
    version: 'v8',
    expected: '/v8/advanced-guides/input-fields',
  },
  {
    query: 'useInput',
    version: 'v8',
    expected: '/v8/api/functions/useInput',
  },
  {
    query: 'bind a field',
    version: 'v8',
    expected: '/v8/advanced-guides/input-fields#bind-a-field-with-useinput',
  },
  {
    query: 'footer',
    version: 'v8',
    expected: '/v8/using-daypicker/customization#add-a-footer',
  },
  {
    query: 'onSelect',
    version: 'v8',
    expected: [
      '/v8/api/functions/DayPicker#onselect',
      ...['Single', 'Multiple', 'Range', 'ContextValue'].map(
        (name) =>
          `/v8/api/interfaces/DayPicker${name.endsWith('Value') ? name : `${name}Props`}#onselect`,
      ),
    ],
  },
  {
    query: 'locali',
    version: 'v8',
    expected: '/v8/using-daypicker/localization',
  },
  {
    query: 'week numbers',
    version: 'v8',
    expected: '/v8/using-daypicker/customization#show-week-numbers',
  },
  {
    query: 'right to left',
    version: 'v8',
    expected:
      '/v8/using-daypicker/localization#support-right-to-left-languages',
  },
  {
    query: 'first day of the week',
    version: 'v8',
    expected:
      '/v8/using-daypicker/localization#change-the-first-day-of-the-week',
  },
  {
    query: 'css variables',
    version: 'v8',
    expected: '/v8/using-daypicker/styling#change-the-css-variables',
  },
  {
    query: 'DateUtils',
    version: 'v8',
    expected: '/v8/upgrading#replace-dateutils-with-date-fns',
  },
  {
    query: 'several months',
    version: 'v8',
    expected: '/v8/using-daypicker/navigation#show-several-months',
  },
  {
    query: 'DayPickerInput',
    version: 'v8',
    expected: '/v8/upgrading#replace-daypickerinput-with-useinput',
  },
  // Error texts and symptoms: their troubleshooting entry comes first.
  ...TROUBLESHOOTING.flatMap(({query, anchors}) =>
    Object.entries(anchors).map(([version, anchor]) => ({
      query,
      version: version as DocVersionId,
      expected: `${TROUBLESHOOTING_PATHS[version as DocVersionId]}#${anchor}`,
    })),
  ),
  ...READER_PHRASINGS.flatMap(({query, answers}) =>
    Object.entries(answers).map(([version, expected]) => ({
      query,
      version: version as DocVersionId,
      expected,
    })),
  ),
  // Readers' questions in their own words: the answer's page comes first.
  ...READER_QUESTIONS.filter(isAnswered).flatMap(({search, answers}) =>
    search === undefined
      ? []
      : Object.entries(answers).map(([version, url]) => ({
          query: search,
          version: version as DocVersionId,
          expected: url.split('#')[0]!,
        })),
  ),
];

/** Whether a hit's URL satisfies an expected page or page#anchor. */
export function matchesExpected(
  url: string,
  expected: QualityQuery['expected'],
): boolean {
  if (typeof expected !== 'string') {
    return expected.some((one) => matchesExpected(url, one));
  }
  return expected.includes('#')
    ? url === expected
    : url.split('#')[0] === expected;
}
