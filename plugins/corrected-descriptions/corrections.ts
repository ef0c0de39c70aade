import type {DocVersionId} from '../../src/data/docVersions';

/**
 * Descriptions the installed packages get wrong, and what the site shows
 * instead: in the props tables, the reference tables and the generated API
 * pages. `packageText` is the package's summary as the site reads it (the
 * first paragraph of the doc comment, on one line); a correction applies
 * only while the package still says exactly that, and
 * `corrections.test.ts` fails when it no longer does, so the correction
 * is checked again.
 */
export interface CorrectedDescription {
  readonly version: DocVersionId;
  /**
   * `prop`: a prop of DayPicker; `member`: `Type.member`, such as an enum's
   * (`UI.CaptionLabel`); `cssVariable`: a variable of the stylesheet.
   */
  readonly kind: 'prop' | 'member' | 'cssVariable';
  readonly name: string;
  readonly packageText: string;
  /** Inline Markdown. */
  readonly corrected: string;
  readonly why: string;
}

const NONCE =
  'A cryptographic nonce ("number used once") which can be used by Content Security Policy for the inline `style` attributes.';
const DIR =
  'The text direction of the calendar. Use `ltr` for left-to-right (default) or `rtl` for right-to-left.';
const DIR_WHY =
  'Unset is the default, not `ltr`: the root element then has no `dir` attribute and inherits the page’s direction.';

export const CORRECTED_DESCRIPTIONS: readonly CorrectedDescription[] = [
  {
    version: 'v9',
    kind: 'prop',
    name: 'useAdditionalDayOfYearTokens',
    packageText:
      'Enable `YY` and `YYYY` for day of year tokens when formatting or parsing dates.',
    corrected:
      'Allow the day-of-year tokens `D` and `DD` in format strings, which date-fns refuses otherwise.',
    why: 'The package swaps the two props’ comments: DayPicker passes this one to date-fns, which then accepts `D` and `DD`; a `YYYY` still throws.',
  },
  {
    version: 'v9',
    kind: 'prop',
    name: 'useAdditionalWeekYearTokens',
    packageText:
      'Enable `DD` and `DDDD` for week year tokens when formatting or parsing dates.',
    corrected:
      'Allow the week-numbering-year tokens `YY` and `YYYY` in format strings, which date-fns refuses otherwise.',
    why: 'The package swaps the two props’ comments: with this one, date-fns accepts `YYYY`; a `D` still throws.',
  },
  {
    version: 'v9',
    kind: 'prop',
    name: 'modifiersStyles',
    packageText: 'Change the class name for the day matching the modifiers.',
    corrected: 'Change the inline styles of the days matching the `modifiers`.',
    why: 'The comment is copied from `modifiersClassNames`; this prop sets `style` attributes.',
  },
  {
    version: 'v9',
    kind: 'prop',
    name: 'nonce',
    packageText: NONCE,
    corrected:
      'Set as the `nonce` attribute of the root element. A Content Security Policy checks nonces on `<script>` and `<style>` elements only, so it does not allow inline `style` attributes.',
    why: 'A nonce allowlists script and style elements, never `style` attributes; DayPicker renders neither element.',
  },
  {
    version: 'v9',
    kind: 'prop',
    name: 'dir',
    packageText: DIR,
    corrected:
      'The text direction of the calendar: `ltr` or `rtl`. Unset by default: the grid then follows the direction it inherits, while the arrow keys and chevrons work as in `ltr`.',
    why: DIR_WHY,
  },
  {
    version: 'v9',
    kind: 'prop',
    name: 'fixedWeeks',
    packageText:
      'Display always 6 weeks per each month, regardless of the month’s number of weeks. Weeks will be filled with the days from the next month.',
    corrected:
      'Display six weeks in every month, whatever its number of weeks. The added days are outside days: without `showOutsideDays`, their cells are empty.',
    why: 'Without `showOutsideDays`, the added days are hidden, not shown.',
  },
  {
    version: 'v9',
    kind: 'member',
    name: 'UI.CaptionLabel',
    packageText:
      'The caption label of the month (when not showing the dropdown navigation).',
    corrected:
      'The caption label of the month. With the dropdown navigation, the visible text of each dropdown gets this class.',
    why: 'With `captionLayout="dropdown"`, each dropdown renders its visible text with the `rdp-caption_label` class.',
  },
  ...(
    [
      ['border-radius', 'The border radius'],
      ['border', 'The border'],
      ['height', 'The height'],
      ['width', 'The width'],
    ] as const
  ).map(
    ([property, what]): CorrectedDescription => ({
      version: 'v9',
      kind: 'cssVariable',
      name: `--rdp-day_button-${property}`,
      packageText: `${what} of the day cells.`,
      corrected: `${what} of the day buttons (\`.rdp-day_button\`), inside the cells.`,
      why: 'The stylesheet applies it to `.rdp-day_button`; `--rdp-day-width` and `--rdp-day-height` size the cells.',
    }),
  ),
  {
    version: 'v9',
    kind: 'cssVariable',
    name: '--rdp-weeknumber-text-align',
    packageText: 'The text alignment of the weekday cells.',
    corrected: 'The text alignment of the week number cells.',
    why: 'The stylesheet applies it to `.rdp-week_number`; `--rdp-weekday-text-align` aligns the weekdays.',
  },
  {
    version: 'v8',
    kind: 'prop',
    name: 'nonce',
    packageText: NONCE,
    corrected:
      'Set as the `nonce` attribute of the root element. A Content Security Policy checks nonces on `<script>` and `<style>` elements only, so it does nothing here.',
    why: 'A nonce allowlists script and style elements, never `style` attributes; DayPicker 8 renders neither element.',
  },
  {
    version: 'v8',
    kind: 'prop',
    name: 'dir',
    packageText: DIR,
    corrected:
      'The text direction of the calendar: `ltr` or `rtl`. Unset by default: the calendar then follows the direction it inherits, while the arrow keys work as in `ltr`.',
    why: DIR_WHY,
  },
  {
    version: 'v8',
    kind: 'prop',
    name: 'defaultMonth',
    packageText:
      'The initial month to show in the calendar. Use this prop to let DayPicker control the current month. If you need to set the month programmatically, use ]] and [[onMonthChange.',
    corrected:
      'The initial month to show in the calendar. Use this prop to let DayPicker control the current month. To set the month yourself, use `month` and `onMonthChange`.',
    why: 'The comment’s link syntax is broken, and the names of the two props are lost.',
  },
  {
    version: 'v8',
    kind: 'prop',
    name: 'firstWeekContainsDate',
    packageText:
      'The day of January, which is always in the first week of the year. Can be either Monday (`1`) or Thursday (`4`).',
    corrected:
      'The day of January that is always in the first week of the year: `1` (January 1) or `4` (January 4).',
    why: '`1` and `4` are days of January, not weekdays.',
  },
  {
    version: 'v8',
    kind: 'prop',
    name: 'onWeekNumberClick',
    packageText:
      'Event callback fired when the week number is clicked. Requires `showWeekNumbers` set.',
    corrected:
      'Event callback fired when the week number is clicked. Requires `showWeekNumber`.',
    why: 'DayPicker 8 has no `showWeekNumbers` prop.',
  },
  {
    version: 'v8',
    kind: 'prop',
    name: 'onDayKeyUp',
    packageText: 'Event callback fired when the user presses a key on a day.',
    corrected: 'Event callback fired when the user releases a key on a day.',
    why: 'DayPicker 8 calls it from the day button’s `keyup` event.',
  },
  {
    version: 'v8',
    kind: 'prop',
    name: 'fixedWeeks',
    packageText:
      'Display six weeks per months, regardless the month’s number of weeks. To use this prop, showOutsideDays must be set.',
    corrected:
      'Display six weeks in every month, whatever its number of weeks. Without `showOutsideDays`, the added days are empty cells.',
    why: 'Without `showOutsideDays`, DayPicker 8 still renders six weeks, with empty cells for the added days.',
  },
];

const squash = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The description the site shows: the correction when the package's
 * summary is still the one it corrects, else the package's own.
 */
export function correctedSummary(
  version: string,
  kind: CorrectedDescription['kind'],
  name: string,
  packageSummary: string,
): string {
  const entry = CORRECTED_DESCRIPTIONS.find(
    (correction) =>
      correction.version === version &&
      correction.kind === kind &&
      correction.name === name,
  );
  return entry && squash(packageSummary) === entry.packageText
    ? entry.corrected
    : packageSummary;
}
