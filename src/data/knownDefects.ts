/**
 * Defects of the documented releases (9.11.0, 8.10.1) that touch behaviour
 * the pages describe: what goes wrong, the release that fixes it or the
 * newest release still showing it, and where the pages say so. Each entry
 * is rendered by `<KnownDefect id="…" />` (plugins/remark-known-defect) on
 * the pages it names, and reproduced against the installed package by
 * tests/unit/facts/knownDefects.test.ts, which fails once a version bump
 * no longer shows it. Pure data, read by the build and by `npm run release`.
 */
import type {DocVersionId} from './docVersions';

/** A section of a docs page: its file, relative to the site, and its heading's id. */
export interface DefectPlace {
  readonly page: string;
  readonly anchor: string;
}

export interface KnownDefect {
  /** Used by `<KnownDefect id>` and the tests. */
  readonly id: string;
  readonly version: DocVersionId;
  /** What goes wrong in the documented release, in our words: inline Markdown. */
  readonly summary: string;
  /** The first release without the defect, or the newest release checked that still has it. */
  readonly fix: {readonly fixedIn: string} | {readonly openAsOf: string};
  /** The upstream pull request or issue, when there is one. */
  readonly upstream?: number;
  readonly where: readonly DefectPlace[];
}

const V9 = 'docs';
const V8 = 'versioned_docs/version-8.10.1';

export const KNOWN_DEFECTS: readonly KnownDefect[] = [
  {
    id: 'end-month-last-week',
    version: 'v9',
    summary:
      'Without `fixedWeeks`, the days after `endMonth` get no cell: the last week row of `endMonth` stops at its last day, with fewer than seven cells, even with `showOutsideDays`. With `fixedWeeks`, they are hidden cells in six full rows.',
    fix: {fixedIn: '9.11.3'},
    upstream: 2856,
    where: [
      {page: `${V9}/docs/navigation.mdx`, anchor: 'start-and-end-dates'},
      {page: `${V9}/docs/anatomy.mdx`, anchor: 'day-flags'},
      {page: `${V9}/docs/customization.mdx`, anchor: 'outside-days-at-limits'},
    ],
  },
  {
    id: 'disable-navigation-arrows',
    version: 'v9',
    summary:
      'With `disableNavigation`, an arrow key that leads out of the displayed month moves the focus nowhere on the screen, but DayPicker takes the day it led to as focused: press → on the last day of the month, then ←, and the focus stays on the last day instead of reaching the day before.',
    fix: {fixedIn: '9.11.1'},
    upstream: 2839,
    where: [
      {page: `${V9}/docs/navigation.mdx`, anchor: 'disablenavigation'},
      {page: `${V9}/guides/accessibility.mdx`, anchor: 'keyboard-navigation'},
    ],
  },
  {
    id: 'dropdown-duplicate-years',
    version: 'v9',
    summary:
      'With a `timeZone` whose offset changed during the years listed, such as `America/Sao_Paulo`, the years dropdown can list a year twice (1913 between 1910 and 1915).',
    fix: {fixedIn: '9.11.1'},
    upstream: 2836,
    where: [{page: `${V9}/docs/time-zone.mdx`, anchor: 'set-a-time-zone'}],
  },
  {
    id: 'second-offsets',
    version: 'v9',
    summary:
      'In a `timeZone` whose offset had seconds, as in the local mean time of a place before it took a standard time (`Asia/Tokyo` before 1888, `GMT+09:18:59`; `Europe/Paris` until March 1911; `Africa/Monrovia` until 1972), DayPicker can show another month: `month={new TZDate(1800, 0, 1, "Asia/Tokyo")}` shows December 1799 with eight day cells, and `startMonth` and `endMonth` at January 1800 in `America/Los_Angeles` show February. A month next to a change of offset at or around midnight goes wrong too, without seconds: January 1937 in `Africa/Nairobi`, whose clocks then went from +02:30 to +02:45, shows December 1936 with its 31st twice, and with `showOutsideDays`, February 1919 in `Europe/Paris` ends with an extra week holding only 2 March. The caption’s dropdowns go wrong the same way: with `captionLayout="dropdown"` from February to June 1937 in Nairobi, the months read December, December, January, March… and the years include 1936, and from April 1911 to June 1913 in Paris, the years start at 1910. The browser’s own zone makes no difference. From 9.13.0, the experimental `noonSafe` prop avoids the offsets with seconds and the Paris case, but not the Nairobi one.',
    fix: {openAsOf: '9.14.0'},
    where: [{page: `${V9}/docs/time-zone.mdx`, anchor: 'set-a-time-zone'}],
  },
  {
    id: 'nav-layout-fewer-months',
    version: 'v9',
    summary:
      'With `navLayout="around"` or `"after"`, the buttons of the last month go missing when `endMonth` leaves fewer months on screen than `numberOfMonths`, as after a choice in a dropdown or a page of `pagedNavigation`: `"around"` loses the next button, and `"after"` loses both, so no button leads back.',
    fix: {openAsOf: '9.14.0'},
    where: [
      {
        page: `${V9}/docs/navigation.mdx`,
        anchor: 'position-the-navigation-buttons',
      },
    ],
  },
  {
    id: 'nested-date-array',
    version: 'v9',
    summary:
      'A `Date[]` nested in an array of matchers, such as `disabled={[holidays]}`, matches no day: DayPicker compares the `Date` objects, not their days.',
    fix: {fixedIn: '9.12.0'},
    upstream: 2865,
    where: [{page: `${V9}/docs/selection-modes.mdx`, anchor: 'matchers'}],
  },
  {
    id: 'hebrew-time-zone',
    version: 'v9',
    summary:
      'The Hebrew calendar reads each date in the browser’s time zone: east of UTC, most days show the previous day’s number, and the first day of a month can land in the month before.',
    fix: {fixedIn: '9.12.0'},
    upstream: 2870,
    where: [{page: `${V9}/docs/localization.mdx`, anchor: 'hebrew-calendar'}],
  },
  {
    id: 'hebrew-month-days',
    version: 'v9',
    summary:
      'The Hebrew calendar puts days in the wrong months: on 2,546 of the 4,018 days of 2020 to 2030, its day number disagrees with the Hebrew date of the browser’s `Intl`, and some months are captioned twice (Heshvan 5787 follows Heshvan 5787, where Kislev belongs).',
    fix: {openAsOf: '9.14.0'},
    where: [
      {page: `${V9}/docs/localization.mdx`, anchor: 'hebrew-calendar'},
      {page: `${V9}/docs/anatomy.mdx`, anchor: 'data-attributes'},
    ],
  },
  {
    id: 'week-number-digits',
    version: 'v9',
    summary:
      'The default week numbers go through `toLocaleString()` before `numerals` converts their Latin digits, so a browser whose locale writes other digits keeps them: in an Arabic browser, week 10 is `١٠` whatever `numerals` says, and `numerals="latn"` writes week 1 as `0١`.',
    fix: {openAsOf: '9.14.0'},
    where: [
      {page: `${V9}/docs/localization.mdx`, anchor: 'numeral-systems'},
      {page: `${V9}/docs/translation.mdx`, anchor: 'numeral-systems'},
    ],
  },
  {
    id: 'react-19-peer',
    version: 'v8',
    summary:
      'Its peer range stops at React 18, so npm refuses to install it next to React 19 (`ERESOLVE`), and its types return the global `JSX.Element`, which React 19’s types no longer declare.',
    fix: {fixedIn: '8.10.2'},
    where: [{page: `${V8}/start.mdx`, anchor: 'install-the-package'}],
  },
  {
    id: 'dropdown-display-index',
    version: 'v8',
    summary:
      'With several months and `captionLayout="dropdown"`, choosing a month in the dropdown of the second or a later month makes the first month that one: choose September in the second month’s dropdown, and the calendar shows September and October. `"dropdown-buttons"` is not affected.',
    fix: {openAsOf: '8.10.2'},
    upstream: 1884,
    where: [
      {
        page: `${V8}/using-daypicker/navigation.mdx`,
        anchor: 'use-drop-downs-in-the-caption',
      },
      {page: `${V8}/changelog.md`, anchor: '881'},
    ],
  },
  {
    id: 'two-tab-stops',
    version: 'v8',
    summary:
      'After a click on one day and then on another, both days hold `tabindex="0"` while the second has the focus, so the grid takes two stops in the tab order until the focus leaves it.',
    fix: {openAsOf: '8.10.2'},
    where: [
      {
        page: `${V8}/using-daypicker/accessibility.mdx`,
        anchor: 'use-the-keyboard',
      },
    ],
  },
];
