import type {DocVersionId} from '../../src/data/docVersions';

/**
 * The purposes DayPicker's props are grouped by on the props page
 * (`/api/functions/DayPicker`), in the order the page shows them, and which
 * props each version's group holds. `propGroups.test.ts` checks that every
 * prop of a version's reference is in exactly one group and that each name
 * here is a prop.
 */
export const PROP_GROUPS = [
  {id: 'selection', title: 'Selection'},
  {id: 'navigation', title: 'Navigation'},
  {id: 'appearance', title: 'Appearance'},
  {id: 'localization', title: 'Localization'},
  {id: 'events', title: 'Events'},
  {id: 'accessibility', title: 'Accessibility'},
  {id: 'advanced', title: 'Advanced'},
] as const;

export type PropGroupId = (typeof PROP_GROUPS)[number]['id'];

export type PropGrouping = Readonly<Record<PropGroupId, readonly string[]>>;

/** The selection props, the same in both versions. */
const SELECTION = [
  'mode',
  'required',
  'selected',
  'onSelect',
  'min',
  'max',
  'disabled',
];

/** The locale and how weeks are counted, the same in both versions. */
const LOCALE_AND_WEEKS = [
  'locale',
  'weekStartsOn',
  'firstWeekContainsDate',
  'ISOWeek',
];

/** The appearance props that mark days and style the calendar, the same in both versions. */
const MARKING_AND_STYLING = [
  'hidden',
  'modifiers',
  'className',
  'classNames',
  'modifiersClassNames',
  'style',
  'styles',
  'modifiersStyles',
];

export const PROPS_BY_GROUP: Readonly<Record<DocVersionId, PropGrouping>> = {
  v9: {
    selection: [...SELECTION, 'excludeDisabled'],
    navigation: [
      'month',
      'defaultMonth',
      'onMonthChange',
      'startMonth',
      'endMonth',
      'numberOfMonths',
      'pagedNavigation',
      'reverseMonths',
      'captionLayout',
      'reverseYears',
      'navLayout',
      'hideNavigation',
      'disableNavigation',
    ],
    appearance: [
      'showOutsideDays',
      'fixedWeeks',
      'showWeekNumber',
      'hideWeekdays',
      'footer',
      'animate',
      ...MARKING_AND_STYLING,
    ],
    localization: [
      ...LOCALE_AND_WEEKS,
      'broadcastCalendar',
      'timeZone',
      'numerals',
      'dir',
      'lang',
      'formatters',
      'labels',
      'useAdditionalDayOfYearTokens',
      'useAdditionalWeekYearTokens',
    ],
    events: [
      'onDayClick',
      'onDayFocus',
      'onDayBlur',
      'onDayKeyDown',
      'onDayMouseEnter',
      'onDayMouseLeave',
      'onNextClick',
      'onPrevClick',
    ],
    accessibility: ['aria-label', 'aria-labelledby', 'role', 'autoFocus'],
    advanced: ['components', 'dateLib', 'today', 'id', 'title', 'nonce'],
  },
  v8: {
    selection: SELECTION,
    navigation: [
      'month',
      'defaultMonth',
      'onMonthChange',
      'fromDate',
      'toDate',
      'fromMonth',
      'toMonth',
      'fromYear',
      'toYear',
      'numberOfMonths',
      'pagedNavigation',
      'reverseMonths',
      'captionLayout',
      'disableNavigation',
    ],
    appearance: [
      'showOutsideDays',
      'fixedWeeks',
      'showWeekNumber',
      'hideHead',
      'footer',
      ...MARKING_AND_STYLING,
    ],
    localization: [...LOCALE_AND_WEEKS, 'dir', 'lang', 'formatters', 'labels'],
    events: [
      'onDayClick',
      'onDayFocus',
      'onDayBlur',
      'onDayKeyDown',
      'onDayKeyUp',
      'onDayKeyPress',
      'onDayMouseEnter',
      'onDayMouseLeave',
      'onDayPointerEnter',
      'onDayPointerLeave',
      'onDayTouchStart',
      'onDayTouchMove',
      'onDayTouchEnd',
      'onDayTouchCancel',
      'onWeekNumberClick',
      'onNextClick',
      'onPrevClick',
    ],
    accessibility: ['initialFocus'],
    advanced: ['components', 'today', 'id', 'title', 'nonce'],
  },
};

/** A version's grouping; throws for a version this module doesn't group yet. */
export function groupingOf(id: string): PropGrouping {
  const grouping = (PROPS_BY_GROUP as Readonly<Record<string, PropGrouping>>)[
    id
  ];
  if (!grouping) {
    throw new Error(
      `plugins/props-page/propGroups.ts groups no props of DayPicker ${id}: add its PROPS_BY_GROUP entry.`,
    );
  }
  return grouping;
}

/** The group a version puts a prop in, or `undefined` when it names none. */
export function groupOf(
  grouping: PropGrouping,
  prop: string,
): PropGroupId | undefined {
  return PROP_GROUPS.find((group) => grouping[group.id].includes(prop))?.id;
}
