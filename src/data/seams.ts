/**
 * The seams between DayPicker's features: every pair of the features below
 * that a reader can combine, and what happens when they meet, per version.
 *
 * - `answered`: the two behave together in a way a reader would not guess,
 *   and this section says how (the page of one feature; the other links to
 *   it where it matters);
 * - `unsurprising`: they behave as a reader would guess, with the reason;
 * - a version left out is "n/a": one of the two features doesn't exist in
 *   it (`v8: false` below).
 *
 * tests/unit/facts/seamPairs.test.ts walks every pair against the installed
 * packages (both features on, a few clicks, each keeping its own mark where
 * the pair is unsurprising); the behaviours the answering sections state
 * are checked in tests/unit/facts/seams.test.ts and v8Seams.test.ts.
 * tests/unit/seams.test.ts checks that every pair is listed once, that n/a
 * matches the features' versions, and that every answer's anchor exists in
 * the build.
 */
import type {DocVersionId} from './docVersions';

/** A page of this site and one of its sections. */
type SectionUrl = `/${string}#${string}`;

interface Feature {
  /** What the feature is, with the props it covers. */
  readonly name: string;
  /** Whether DayPicker 8 has it. */
  readonly v8: boolean;
}

export const SEAM_FEATURES = {
  modes: {name: 'selection modes (`mode`)', v8: true},
  minMax: {name: '`min` and `max`', v8: true},
  required: {name: '`required`', v8: true},
  excludeDisabled: {name: '`excludeDisabled`', v8: false},
  disabled: {name: 'disabled days (`disabled`)', v8: true},
  hidden: {name: 'hidden days (`hidden`)', v8: true},
  outside: {name: 'outside days (`showOutsideDays`)', v8: true},
  months: {name: 'several months (`numberOfMonths`)', v8: true},
  pagedReversed: {name: '`pagedNavigation` and `reverseMonths`', v8: true},
  dropdowns: {name: 'captions and dropdowns (`captionLayout`)', v8: true},
  limits: {
    name: 'navigation limits (`startMonth`/`endMonth`; v8: `fromMonth`/`toMonth`, `fromDate`/`toDate`)',
    v8: true,
  },
  navigationOff: {
    name: '`disableNavigation` and `hideNavigation` (v8: `disableNavigation`)',
    v8: true,
  },
  locale: {name: 'locales (`locale`, `weekStartsOn`, `numerals`)', v8: true},
  calendars: {
    name: 'other calendars (Persian, Buddhist, Hebrew, Ethiopic entry points)',
    v8: false,
  },
  formatters: {
    name: 'formatters and labels (`formatters`, `labels`)',
    v8: true,
  },
  timeZone: {name: 'time zones (`timeZone`)', v8: false},
  components: {name: 'custom components (`components`)', v8: true},
  forms: {
    name: 'forms and labels (`<form>`, `<label>`, `<fieldset>`)',
    v8: true,
  },
  focus: {
    name: 'focus (`autoFocus`/`initialFocus`, the focus ring, the keyboard)',
    v8: true,
  },
  dayEvents: {
    name: 'modifiers and day events (`modifiers`, `onDayClick`, hover)',
    v8: true,
  },
} as const satisfies Record<string, Feature>;

export type SeamFeature = keyof typeof SEAM_FEATURES;

export type SeamAnswer =
  | {readonly status: 'answered'; readonly at: SectionUrl}
  | {readonly status: 'unsurprising'; readonly reason: string};

export interface Seam {
  readonly features: readonly [SeamFeature, SeamFeature];
  /** Per version; a version missing here is n/a for the pair. */
  readonly answers: Partial<Record<DocVersionId, SeamAnswer>>;
}

const at = (url: SectionUrl): SeamAnswer => ({status: 'answered', at: url});
const ok = (reason: string): SeamAnswer => ({status: 'unsurprising', reason});

/**
 * A pair, with its v9 answer and its v8 one: `'same'` repeats the v9
 * reason, and leaving v8 out makes the pair n/a there.
 */
function seam(
  a: SeamFeature,
  b: SeamFeature,
  v9: SeamAnswer,
  v8?: SeamAnswer | 'same',
): Seam {
  return {
    features: [a, b],
    answers: v8 === undefined ? {v9} : {v9, v8: v8 === 'same' ? v9 : v8},
  };
}

export const SEAMS: readonly Seam[] = [
  // Selection modes
  seam(
    'modes',
    'minMax',
    at('/docs/selection-modes#set-a-minimum-and-maximum-length'),
    at('/v8/using-daypicker/selection-modes#limit-the-length-of-a-range'),
  ),
  seam(
    'modes',
    'required',
    at('/docs/selection-modes#require-a-selection'),
    at('/v8/using-daypicker/selection-modes#make-the-selection-required'),
  ),
  seam(
    'modes',
    'excludeDisabled',
    ok('Only range mode reads it, as its type says.'),
  ),
  seam(
    'modes',
    'disabled',
    at('/docs/selection-modes#disabled'),
    at('/v8/using-daypicker/selection-modes#disable-days'),
  ),
  seam(
    'modes',
    'hidden',
    ok('Hidden days are empty cells: no mode can select them.'),
    'same',
  ),
  seam(
    'modes',
    'outside',
    at('/docs/customization#outside-days'),
    at('/v8/using-daypicker/customization#show-the-days-of-nearby-months'),
  ),
  seam(
    'modes',
    'months',
    ok('One selection for the whole calendar; a range can cross months.'),
    'same',
  ),
  seam(
    'modes',
    'pagedReversed',
    ok('They move the displayed months; the selection stays.'),
    'same',
  ),
  seam(
    'modes',
    'dropdowns',
    ok('The dropdowns change the displayed month, not the selection.'),
    'same',
  ),
  seam(
    'modes',
    'limits',
    at('/docs/navigation#start-and-end-dates'),
    at('/v8/using-daypicker/navigation#limit-navigation-to-a-period'),
  ),
  seam(
    'modes',
    'navigationOff',
    at('/docs/navigation#disablenavigation'),
    ok('The displayed month stays; the days stay selectable.'),
  ),
  seam(
    'modes',
    'locale',
    ok('The locale changes names and the week; the selection stays Dates.'),
    'same',
  ),
  seam('modes', 'calendars', at('/docs/localization#persian-calendar')),
  seam(
    'modes',
    'formatters',
    ok('Formatters change the text only, not what can be selected.'),
    'same',
  ),
  seam(
    'modes',
    'timeZone',
    at('/docs/time-zone#what-the-selected-dates-contain'),
  ),
  seam(
    'modes',
    'components',
    at('/docs/selection-modes#handle-day-events-without-a-selection-mode'),
    ok('Custom days render in every mode and receive the selection state.'),
  ),
  seam(
    'modes',
    'forms',
    at('/recipes/forms#plain-form'),
    at('/v8/recipes/forms#plain-form'),
  ),
  seam(
    'modes',
    'focus',
    at('/guides/accessibility#which-day-receives-the-focus'),
    at('/v8/using-daypicker/accessibility#use-the-keyboard'),
  ),
  seam(
    'modes',
    'dayEvents',
    at('/upgrading#ondayclick-runs-after-onselect'),
    at('/v8/advanced-guides/custom-modifiers#react-to-modifiers'),
  ),
  // min and max
  seam(
    'minMax',
    'required',
    ok('Each limits clicks on its own; neither changes the other.'),
    'same',
  ),
  seam(
    'minMax',
    'excludeDisabled',
    ok('A range that breaks either rule starts over at the clicked day.'),
  ),
  seam(
    'minMax',
    'disabled',
    at('/docs/selection-modes#disable-days-beyond-max'),
    at('/v8/using-daypicker/selection-modes#limit-the-length-of-a-range'),
  ),
  seam(
    'minMax',
    'hidden',
    ok('Hidden days count in a range length like any other day.'),
    'same',
  ),
  seam(
    'minMax',
    'outside',
    ok('Outside days count like the days they are.'),
    'same',
  ),
  seam(
    'minMax',
    'months',
    ok('The length is counted in days, across months.'),
    'same',
  ),
  seam(
    'minMax',
    'pagedReversed',
    ok('Navigation changes nothing in the counting.'),
    'same',
  ),
  seam(
    'minMax',
    'dropdowns',
    ok('The dropdowns change the displayed month only.'),
    'same',
  ),
  seam(
    'minMax',
    'limits',
    ok('The limits restrict the months shown; the counting is unchanged.'),
    'same',
  ),
  seam(
    'minMax',
    'navigationOff',
    ok('The counting is the same on a single month.'),
    'same',
  ),
  seam(
    'minMax',
    'locale',
    ok("Counting days doesn't depend on the locale."),
    'same',
  ),
  seam(
    'minMax',
    'calendars',
    ok('Days are counted the same in every calendar.'),
  ),
  seam('minMax', 'formatters', ok('Formatters change text only.'), 'same'),
  seam(
    'minMax',
    'timeZone',
    ok("Days are counted in the calendar's time zone."),
  ),
  seam(
    'minMax',
    'components',
    ok('The rules run in DayPicker, whatever the components render.'),
    'same',
  ),
  seam(
    'minMax',
    'forms',
    ok('A form only sends what you put in its inputs.'),
    'same',
  ),
  seam(
    'minMax',
    'focus',
    ok("The limits don't change what can be focused."),
    ok('Days disabled by the limits are skipped like other disabled days.'),
  ),
  seam(
    'minMax',
    'dayEvents',
    ok('onDayClick still fires on every enabled day.'),
    'same',
  ),
  // required
  seam('required', 'excludeDisabled', ok('Each limits clicks on its own.')),
  seam(
    'required',
    'disabled',
    ok("A disabled day can't be clicked; the selection stays."),
    'same',
  ),
  seam('required', 'hidden', ok("Hidden days can't be clicked."), 'same'),
  seam(
    'required',
    'outside',
    ok('Outside days behave like the days they are.'),
    'same',
  ),
  seam(
    'required',
    'months',
    ok('One selection for the whole calendar.'),
    'same',
  ),
  seam(
    'required',
    'pagedReversed',
    ok('Navigation keeps the selection.'),
    'same',
  ),
  seam('required', 'dropdowns', ok('Navigation keeps the selection.'), 'same'),
  seam('required', 'limits', ok('Navigation keeps the selection.'), 'same'),
  seam(
    'required',
    'navigationOff',
    ok('Navigation keeps the selection.'),
    'same',
  ),
  seam(
    'required',
    'locale',
    ok('Unrelated: one is about clicks, the other about text.'),
    'same',
  ),
  seam(
    'required',
    'calendars',
    ok('Unrelated: one is about clicks, the other about the calendar system.'),
  ),
  seam(
    'required',
    'formatters',
    ok('Unrelated: one is about clicks, the other about text.'),
    'same',
  ),
  seam(
    'required',
    'timeZone',
    ok('Unrelated: one is about clicks, the other about dates.'),
  ),
  seam(
    'required',
    'components',
    ok('The rule runs in DayPicker, whatever the components render.'),
    'same',
  ),
  seam(
    'required',
    'forms',
    at('/recipes/forms#make-the-date-required'),
    at('/v8/recipes/forms#make-the-date-required'),
  ),
  seam(
    'required',
    'focus',
    ok('`required` changes only what a click on the selected day does.'),
    'same',
  ),
  seam(
    'required',
    'dayEvents',
    ok('onDayClick fires even when the click changes nothing.'),
    'same',
  ),
  // excludeDisabled (v9 only)
  seam(
    'excludeDisabled',
    'disabled',
    at('/docs/selection-modes#exclude-disabled'),
  ),
  seam(
    'excludeDisabled',
    'hidden',
    ok('Only disabled days stop a range; it may span hidden ones.'),
  ),
  seam(
    'excludeDisabled',
    'outside',
    ok('Outside days are checked like the days they are.'),
  ),
  seam(
    'excludeDisabled',
    'months',
    ok('The check covers the whole range, across months.'),
  ),
  seam(
    'excludeDisabled',
    'pagedReversed',
    ok('Navigation changes nothing in the check.'),
  ),
  seam(
    'excludeDisabled',
    'dropdowns',
    ok('Navigation changes nothing in the check.'),
  ),
  seam(
    'excludeDisabled',
    'limits',
    ok('Navigation changes nothing in the check.'),
  ),
  seam(
    'excludeDisabled',
    'navigationOff',
    ok('Navigation changes nothing in the check.'),
  ),
  seam(
    'excludeDisabled',
    'locale',
    ok('Unrelated: one is about ranges, the other about text.'),
  ),
  seam(
    'excludeDisabled',
    'calendars',
    ok('The check is on dates, whatever the calendar.'),
  ),
  seam(
    'excludeDisabled',
    'formatters',
    ok('Unrelated: one is about ranges, the other about text.'),
  ),
  seam(
    'excludeDisabled',
    'timeZone',
    ok('The check is on the same days the calendar shows.'),
  ),
  seam(
    'excludeDisabled',
    'components',
    ok('The rule runs in DayPicker, whatever the components render.'),
  ),
  seam(
    'excludeDisabled',
    'forms',
    ok('A form only sends what you put in its inputs.'),
  ),
  seam('excludeDisabled', 'focus', ok('Unrelated to the focus.')),
  seam(
    'excludeDisabled',
    'dayEvents',
    at('/docs/selection-modes#explain-unavailable-days'),
  ),
  // disabled days
  seam(
    'disabled',
    'hidden',
    at('/docs/customization#hide-days'),
    at('/v8/using-daypicker/customization#hide-days'),
  ),
  seam(
    'disabled',
    'outside',
    ok('Outside days are disabled like the days they are.'),
    'same',
  ),
  seam('disabled', 'months', ok('The matchers apply in every month.'), 'same'),
  seam(
    'disabled',
    'pagedReversed',
    ok('The matchers apply in every month.'),
    'same',
  ),
  seam(
    'disabled',
    'dropdowns',
    ok('The dropdowns disable months outside the limits, not disabled days.'),
    'same',
  ),
  seam(
    'disabled',
    'limits',
    at('/docs/navigation#start-and-end-dates'),
    at('/v8/using-daypicker/navigation#limit-navigation-to-a-period'),
  ),
  seam(
    'disabled',
    'navigationOff',
    ok('Independent: one is about days, the other about months.'),
    'same',
  ),
  seam(
    'disabled',
    'locale',
    ok('Matchers take dates; `dayOfWeek` counts from Sunday in every locale.'),
    'same',
  ),
  seam(
    'disabled',
    'calendars',
    ok('Matchers take dates, whatever the calendar shows.'),
  ),
  seam('disabled', 'formatters', ok('Formatters change text only.'), 'same'),
  seam(
    'disabled',
    'timeZone',
    at('/docs/time-zone#dates-you-pass-to-daypicker'),
  ),
  seam(
    'disabled',
    'components',
    ok('Custom days receive the disabled modifier.'),
    'same',
  ),
  seam(
    'disabled',
    'forms',
    ok('A form only sends what you put in its inputs.'),
    'same',
  ),
  seam(
    'disabled',
    'focus',
    at('/docs/selection-modes#disabled'),
    at('/v8/using-daypicker/selection-modes#disable-days'),
  ),
  seam(
    'disabled',
    'dayEvents',
    at('/docs/selection-modes#explain-unavailable-days'),
    at('/v8/using-daypicker/selection-modes#explain-unavailable-days'),
  ),
  // hidden days
  seam(
    'hidden',
    'outside',
    ok('Hidden outside days are empty cells too.'),
    'same',
  ),
  seam('hidden', 'months', ok('The matchers apply in every month.'), 'same'),
  seam(
    'hidden',
    'pagedReversed',
    ok('The matchers apply in every month.'),
    'same',
  ),
  seam(
    'hidden',
    'dropdowns',
    ok('Independent: one is about days, the other about the caption.'),
    'same',
  ),
  seam(
    'hidden',
    'limits',
    ok('Independent: one is about days, the other about months.'),
    'same',
  ),
  seam(
    'hidden',
    'navigationOff',
    ok('Independent: one is about days, the other about months.'),
    'same',
  ),
  seam(
    'hidden',
    'locale',
    ok('Matchers take dates, whatever the locale.'),
    'same',
  ),
  seam(
    'hidden',
    'calendars',
    ok('Matchers take dates, whatever the calendar shows.'),
  ),
  seam(
    'hidden',
    'formatters',
    ok('Hidden days show no text to format.'),
    'same',
  ),
  seam('hidden', 'timeZone', at('/docs/time-zone#dates-you-pass-to-daypicker')),
  seam(
    'hidden',
    'components',
    at('/guides/custom-modifiers#hidden-modifier'),
    ok('Hidden days render as empty cells.'),
  ),
  seam(
    'hidden',
    'forms',
    ok('A form only sends what you put in its inputs.'),
    'same',
  ),
  seam(
    'hidden',
    'focus',
    ok('The keyboard skips hidden days, as it skips disabled ones.'),
    'same',
  ),
  seam(
    'hidden',
    'dayEvents',
    ok('Hidden days render no button, so no day event fires on them.'),
    'same',
  ),
  // outside days
  seam(
    'outside',
    'months',
    at('/docs/customization#outside-days-several-months'),
    at('/v8/using-daypicker/customization#outside-days-several-months'),
  ),
  seam(
    'outside',
    'pagedReversed',
    at('/docs/customization#outside-days-several-months'),
    at('/v8/using-daypicker/customization#outside-days-several-months'),
  ),
  seam(
    'outside',
    'dropdowns',
    ok('Independent: one fills the grid, the other the caption.'),
    'same',
  ),
  seam(
    'outside',
    'limits',
    at('/docs/customization#outside-days-at-limits'),
    ok(
      'Outside days stay visible; with fromDate and toDate, those beyond are disabled.',
    ),
  ),
  seam(
    'outside',
    'navigationOff',
    at('/docs/navigation#disablenavigation'),
    ok("Outside days stay visible; clicking one doesn't navigate."),
  ),
  seam(
    'outside',
    'locale',
    ok('The first day of the week decides which outside days fill the rows.'),
    'same',
  ),
  seam(
    'outside',
    'calendars',
    ok('Outside days are those of the adjacent months of that calendar.'),
  ),
  seam(
    'outside',
    'formatters',
    ok('Outside days are formatted like the others.'),
    'same',
  ),
  seam(
    'outside',
    'timeZone',
    ok('Outside days are computed in the time zone like the others.'),
  ),
  seam(
    'outside',
    'components',
    ok('Custom days receive the outside modifier.'),
    'same',
  ),
  seam(
    'outside',
    'forms',
    ok('A form only sends what you put in its inputs.'),
    'same',
  ),
  seam(
    'outside',
    'focus',
    at('/docs/navigation#disablenavigation'),
    ok('Outside days are buttons like the others, in the tab and arrow order.'),
  ),
  seam(
    'outside',
    'dayEvents',
    ok('Outside days fire day events with the outside modifier.'),
    'same',
  ),
  // several months
  seam(
    'months',
    'pagedReversed',
    at('/docs/navigation#navigate-several-months'),
    at('/v8/using-daypicker/navigation#show-several-months'),
  ),
  seam(
    'months',
    'dropdowns',
    at('/docs/navigation#dropdowns-several-months'),
    at('/v8/using-daypicker/navigation#dropdowns-several-months'),
  ),
  seam(
    'months',
    'limits',
    at('/docs/navigation#navigate-several-months'),
    at('/v8/using-daypicker/navigation#dropdowns-several-months'),
  ),
  seam(
    'months',
    'navigationOff',
    ok('All the months stay where they are.'),
    'same',
  ),
  seam('months', 'locale', ok('Every month uses the locale.'), 'same'),
  seam(
    'months',
    'calendars',
    ok('The months are consecutive months of that calendar.'),
  ),
  seam('months', 'formatters', ok('Every month uses the formatters.'), 'same'),
  seam('months', 'timeZone', ok('Every month is computed in the time zone.')),
  seam(
    'months',
    'components',
    at('/guides/custom-components#replace-the-month-caption'),
    at('/v8/using-daypicker/navigation#dropdowns-several-months'),
  ),
  seam(
    'months',
    'forms',
    ok('The months are one calendar inside the form.'),
    'same',
  ),
  seam('months', 'focus', ok('The arrow keys move across the months.'), 'same'),
  seam('months', 'dayEvents', ok('Day events fire in every month.'), 'same'),
  // paged and reversed months
  seam(
    'pagedReversed',
    'dropdowns',
    at('/docs/navigation#dropdowns-several-months'),
    at('/v8/using-daypicker/navigation#dropdowns-several-months'),
  ),
  seam(
    'pagedReversed',
    'limits',
    at('/docs/navigation#navigate-several-months'),
    ok('The buttons stop at the limits.'),
  ),
  seam(
    'pagedReversed',
    'navigationOff',
    ok('Nothing moves, so there are no pages.'),
    'same',
  ),
  seam(
    'pagedReversed',
    'locale',
    ok('Unrelated: one orders the months, the other names them.'),
    'same',
  ),
  seam(
    'pagedReversed',
    'calendars',
    ok('The months are those of that calendar.'),
  ),
  seam(
    'pagedReversed',
    'formatters',
    ok('Unrelated: one orders the months, the other formats them.'),
    'same',
  ),
  seam(
    'pagedReversed',
    'timeZone',
    ok('Unrelated: one orders the months, the other sets the dates.'),
  ),
  seam(
    'pagedReversed',
    'components',
    ok('Custom captions render for each month, in the order shown.'),
    'same',
  ),
  seam(
    'pagedReversed',
    'forms',
    ok('A form only sends what you put in its inputs.'),
    'same',
  ),
  seam(
    'pagedReversed',
    'focus',
    ok('The first day displayed gets the focus.'),
    at('/v8/using-daypicker/accessibility#reversed-months-focus'),
  ),
  seam(
    'pagedReversed',
    'dayEvents',
    ok('Day events fire in every month.'),
    'same',
  ),
  // captions and dropdowns
  seam(
    'dropdowns',
    'limits',
    at('/docs/navigation#show-dropdowns-in-the-caption'),
    at('/v8/using-daypicker/navigation#use-drop-downs-in-the-caption'),
  ),
  seam(
    'dropdowns',
    'navigationOff',
    at('/docs/navigation#disablenavigation'),
    at('/v8/using-daypicker/navigation#disable-navigation'),
  ),
  seam(
    'dropdowns',
    'locale',
    at('/docs/localization#dropdown-month-names'),
    at('/v8/using-daypicker/localization#dropdown-month-names'),
  ),
  seam(
    'dropdowns',
    'calendars',
    at('/docs/localization#locales-in-other-calendars'),
  ),
  seam(
    'dropdowns',
    'formatters',
    at('/docs/localization#dropdown-month-names'),
    at('/v8/using-daypicker/localization#dropdown-month-names'),
  ),
  seam(
    'dropdowns',
    'timeZone',
    ok("The dropdowns list the months of the time zone's calendar."),
  ),
  seam(
    'dropdowns',
    'components',
    at('/guides/custom-components#custom-dropdown'),
    at('/v8/using-daypicker/navigation#custom-caption-selects'),
  ),
  seam(
    'dropdowns',
    'forms',
    ok("The selects have no name, so a form doesn't send them."),
    at('/v8/recipes/forms#dropdowns-in-a-form'),
  ),
  seam(
    'dropdowns',
    'focus',
    at('/docs/styling#focus-ring'),
    at('/v8/using-daypicker/styling#focus-ring'),
  ),
  seam(
    'dropdowns',
    'dayEvents',
    ok('Independent: one is in the caption, the other in the grid.'),
    'same',
  ),
  // navigation limits
  seam(
    'limits',
    'navigationOff',
    ok("Nothing moves, so the limits aren't reached."),
    'same',
  ),
  seam(
    'limits',
    'locale',
    ok('The limits are dates, whatever the locale.'),
    'same',
  ),
  seam(
    'limits',
    'calendars',
    ok(
      'The limits are dates; the calendar shows the months that contain them.',
    ),
  ),
  seam(
    'limits',
    'formatters',
    ok('Unrelated: one bounds the months, the other formats them.'),
    'same',
  ),
  seam('limits', 'timeZone', at('/docs/time-zone#dates-you-pass-to-daypicker')),
  seam(
    'limits',
    'components',
    ok(
      'Custom captions read previousMonth and nextMonth, undefined at a limit.',
    ),
    'same',
  ),
  seam(
    'limits',
    'forms',
    ok('A form only sends what you put in its inputs.'),
    'same',
  ),
  seam('limits', 'focus', ok('The keyboard stops at the limits too.'), 'same'),
  seam('limits', 'dayEvents', ok('Day events fire on the days shown.'), 'same'),
  // navigation turned off
  seam(
    'navigationOff',
    'locale',
    ok('Unrelated: one fixes the month, the other names it.'),
    'same',
  ),
  seam('navigationOff', 'calendars', ok('The month stays, in any calendar.')),
  seam(
    'navigationOff',
    'formatters',
    ok('Unrelated: one fixes the month, the other formats it.'),
    'same',
  ),
  seam('navigationOff', 'timeZone', ok('The month stays, in any time zone.')),
  seam(
    'navigationOff',
    'components',
    at('/guides/custom-components#replace-the-month-caption'),
    ok('A custom caption still receives the displayed month.'),
  ),
  seam(
    'navigationOff',
    'forms',
    ok('A form only sends what you put in its inputs.'),
    'same',
  ),
  seam(
    'navigationOff',
    'focus',
    at('/docs/navigation#disablenavigation'),
    ok('The arrow keys stay in the displayed month.'),
  ),
  seam(
    'navigationOff',
    'dayEvents',
    ok('Day events fire on the days shown.'),
    'same',
  ),
  // locales
  seam(
    'locale',
    'calendars',
    at('/docs/localization#locales-in-other-calendars'),
  ),
  seam(
    'locale',
    'formatters',
    at('/docs/translation#custom-formatters'),
    at('/v8/using-daypicker/localization#change-formats'),
  ),
  seam(
    'locale',
    'timeZone',
    ok('The locale names; the time zone sets the dates.'),
  ),
  seam(
    'locale',
    'components',
    ok('Custom components format with the same locale through the context.'),
    'same',
  ),
  seam(
    'locale',
    'forms',
    at('/recipes/forms#send-the-day-as-yyyy-mm-dd'),
    at('/v8/recipes/forms#send-the-day-as-yyyy-mm-dd'),
  ),
  seam(
    'locale',
    'focus',
    ok('The keys stay the same; the first day of the week changes the rows.'),
    'same',
  ),
  seam(
    'locale',
    'dayEvents',
    ok('Day events receive Dates, whatever the locale.'),
    'same',
  ),
  // other calendars (v9 only)
  seam(
    'calendars',
    'formatters',
    at('/docs/localization#format-dates-of-another-calendar'),
  ),
  seam(
    'calendars',
    'timeZone',
    ok('The calendar shows the days of the time zone.'),
  ),
  seam(
    'calendars',
    'components',
    ok("Custom components receive Dates and the calendar's context."),
  ),
  seam('calendars', 'forms', at('/docs/localization#persian-calendar')),
  seam(
    'calendars',
    'focus',
    ok("The keyboard moves through the calendar's grid."),
  ),
  seam(
    'calendars',
    'dayEvents',
    ok('Day events receive Dates, whatever the calendar.'),
  ),
  // formatters and labels
  seam(
    'formatters',
    'timeZone',
    ok('Formatters receive the dates of the time zone.'),
  ),
  seam(
    'formatters',
    'components',
    ok(
      'Built-in parts use the formatters; your components decide for themselves.',
    ),
    'same',
  ),
  seam(
    'formatters',
    'forms',
    ok('Formatters change what is shown, not what you submit.'),
    'same',
  ),
  seam(
    'formatters',
    'focus',
    ok('Labels name the focused day for screen readers.'),
    'same',
  ),
  seam(
    'formatters',
    'dayEvents',
    at('/docs/selection-modes#explain-unavailable-days'),
    ok('Day events receive Dates, not the formatted text.'),
  ),
  // time zones (v9 only)
  seam(
    'timeZone',
    'components',
    ok("Custom components receive the time zone's dates."),
  ),
  seam('timeZone', 'forms', at('/recipes/forms#send-the-day-as-yyyy-mm-dd')),
  seam('timeZone', 'focus', ok('The focused day is a day of the time zone.')),
  seam(
    'timeZone',
    'dayEvents',
    at('/docs/time-zone#what-the-selected-dates-contain'),
  ),
  // custom components
  seam(
    'components',
    'forms',
    ok('A form only sends what you put in its inputs.'),
    'same',
  ),
  seam(
    'components',
    'focus',
    at('/guides/custom-components#add-content-to-the-day-buttons'),
    ok(
      'The built-in Day keeps the focus handling; a custom one must forward its props.',
    ),
  ),
  seam(
    'components',
    'dayEvents',
    at('/docs/selection-modes#explain-unavailable-days'),
    at('/v8/using-daypicker/selection-modes#explain-unavailable-days'),
  ),
  // forms and labels
  seam(
    'forms',
    'focus',
    at('/recipes/forms#calendar-in-a-label'),
    at('/v8/recipes/forms#calendar-in-a-label'),
  ),
  seam(
    'forms',
    'dayEvents',
    at('/recipes/forms#calendar-in-a-label'),
    at('/v8/recipes/forms#calendar-in-a-label'),
  ),
  // focus
  seam(
    'focus',
    'dayEvents',
    at('/guides/accessibility#listen-to-focus-and-key-events'),
    at('/v8/using-daypicker/accessibility#handle-keyboard-and-focus-events'),
  ),
];
