/**
 * For each DayPicker prop the playground offers (v9 only): the playground
 * query that sets it to a value other than its default, with any option it
 * needs first (`min` applies in a selection mode). The props page links
 * "Try it" to `/playground?<query>`. Build code can't import the playground
 * itself, so `src/components/Playground/playgroundLinks.test.ts` parses each
 * query with the playground's own reader and checks that it sets the prop,
 * and that every option which is a prop has a query here.
 */
export const PLAYGROUND_QUERIES: Readonly<Record<string, string>> = {
  mode: 'mode=range',
  required: 'mode=single&required=true',
  min: 'mode=multiple&min=2',
  max: 'mode=multiple&max=3',
  excludeDisabled: 'mode=range&disabled=weekends&excludeDisabled=true',
  disabled: 'disabled=weekends',
  numberOfMonths: 'numberOfMonths=2',
  pagedNavigation: 'numberOfMonths=2&pagedNavigation=true',
  reverseMonths: 'numberOfMonths=2&reverseMonths=true',
  captionLayout: 'captionLayout=dropdown',
  reverseYears: 'captionLayout=dropdown&reverseYears=true',
  startMonth: 'startMonth=2024-01',
  endMonth: 'endMonth=2030-12',
  hideNavigation: 'hideNavigation=true',
  disableNavigation: 'disableNavigation=true',
  navLayout: 'navLayout=after',
  showOutsideDays: 'showOutsideDays=true',
  fixedWeeks: 'fixedWeeks=true',
  showWeekNumber: 'showWeekNumber=true',
  hideWeekdays: 'hideWeekdays=true',
  footer: 'footer=Pick%20a%20day.',
  animate: 'animate=true',
  locale: 'locale=fr',
  weekStartsOn: 'weekStartsOn=1',
  firstWeekContainsDate: 'showWeekNumber=true&firstWeekContainsDate=4',
  ISOWeek: 'ISOWeek=true',
  broadcastCalendar: 'broadcastCalendar=true',
  timeZone: 'timeZone=Asia/Tokyo',
  numerals: 'numerals=arab',
  dir: 'dir=rtl',
};
