/**
 * Words readers use for a section that its text doesn't: their names for a
 * feature, the symptom they see, the old prop they remember. The build adds
 * them to the section's search record as a field of their own (not shown in
 * results), so search finds the section for the reader's phrasing too.
 * Keep each list short and general: phrasings, not copies of thread titles.
 * tests/unit/searchThreadTitles.test.ts checks that every section exists.
 */
export const SECTION_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  // Version 9.
  '/guides/custom-components#add-content-to-the-day-buttons': [
    'renderDay',
    'day content',
    'custom day',
    'day template',
    'tooltip',
    'events on days',
  ],
  '/recipes/typescript#custom-component-props': ['tooltip', 'title attribute'],
  '/guides/custom-components#change-the-navigation-icons': [
    'nav bar',
    'navbar',
    'arrows',
    'custom navigation buttons',
  ],
  '/guides/custom-components#replace-the-month-caption': [
    'hide month and year',
    'hide the caption',
    'caption element',
  ],
  '/guides/custom-modifiers#read-modifiers-in-event-handlers': [
    'click disabled day',
    'clickable out of range',
    'onDayClick modifiers',
  ],
  '/docs/navigation#add-a-go-to-today-button': [
    'today button',
    'todayButton',
    'back to the current month',
    'current date',
  ],
  '/docs/navigation#show-dropdowns-in-the-caption': [
    'select the year',
    'year dropdown',
    'year picker',
    'birth date',
    'birthday',
  ],
  '/docs/navigation#navigate-several-months': [
    'pagedNavigation',
    'skip months',
    'single month shown',
  ],
  '/docs/translation#custom-formatters': [
    'caption format',
    'hide the year',
    'weekday names',
  ],
  '/docs/translation#aria-labels': [
    'aria-label',
    'localized labels',
    'nav button label',
    'label language',
  ],
  '/docs/styling#classes-for-modifiers': [
    'day_selected',
    'selected class',
    'today class',
  ],
  '/docs/styling#style-a-range': [
    'range_start',
    'range_end',
    'first and last day classes',
  ],
  '/docs/styling#inline-styles': ['style day cell', 'day style'],
  '/docs/time-zone#set-a-time-zone': ['timezones', 'other time zones'],
  '/docs/selection-modes#matchers': [
    'block dates',
    'unavailable dates',
    'minDate',
    'maxDate',
  ],
  '/docs/selection-modes#require-a-selection': [
    'unselect',
    'deselect',
    'undefined when clicked again',
  ],
  '/docs/selection-modes#set-a-minimum-and-maximum-length': [
    'nights',
    'range length',
  ],
  '/docs/localization#right-to-left-languages': [
    'RTL',
    'reverse the days',
    'Arabic',
    'Hebrew',
  ],
  '/docs/localization#numeral-systems': [
    'numbers formatting',
    'digits',
    'numerals',
  ],
  '/recipes/forms#plain-form': ['format the date', 'date format'],
  '/recipes/testing#find-days': ['aria-label of days', 'getByRole'],
  '/recipes/layout#responsive-months': ['responsive', 'mobile', 'small screen'],
  '/recipes/shadcn-calendar#from-v8-to-v9': [
    'outdated calendar',
    'calendar broken',
    'wrong css',
    'update react-day-picker',
  ],
  '/recipes/typescript#handler-without-undefined': [
    'onSelect type error',
    'SetStateAction',
  ],
  '/troubleshooting#iconleft-does-not-exist': [
    'DayPickerProps',
    'IconRight',
    'CustomComponents',
  ],
  '/troubleshooting#no-styles': [
    'display issue',
    'styles not loaded',
    'unstyled',
    'looks broken',
  ],
  '/troubleshooting#eresolve': [
    'date-fns 4',
    'version conflict',
    'peer dependency',
    'installation failure',
  ],
  '/troubleshooting#calendar-inside-label': [
    'label',
    'wrapping label',
    'form label',
  ],
  '/troubleshooting#highlight-stays-after-tap': [
    'hover',
    'touch',
    'mobile',
    'iOS',
    'Safari',
    'unselect',
  ],
  '/troubleshooting#dropdowns-blank': [
    'dropdown labels',
    'labels not showing',
    'caption_label hidden',
  ],
  '/troubleshooting#dropdowns-shown-twice': [
    'dropdown styles',
    'unstyled dropdowns',
    'captionLayout styling',
  ],
  '/troubleshooting#same-dates-in-two-months': [
    'duplicate dates',
    'outside days twice',
    'two months same days',
  ],
  '/troubleshooting#slow-calendar': [
    'slow',
    'lag',
    'performance',
    'many months',
  ],
  '/troubleshooting#initial-month-does-not-change': [
    'startMonth state',
    'month not updating',
  ],
  '/troubleshooting#dates-in-nested-array-ignored': [
    'disabled dates not working',
    'booked dates',
  ],
  '/troubleshooting#one-month-off': ['month ahead', 'wrong month'],
  // Version 8.
  '/v8/advanced-guides/custom-components#change-the-content-of-the-days': [
    'renderDay',
    'day content',
    'day template',
    'tooltip',
  ],
  '/v8/recipes/typescript#custom-component-props': [
    'tooltip',
    'title attribute',
  ],
  '/v8/advanced-guides/custom-components#change-the-navigation-icons': [
    'nav bar',
    'navbar',
    'arrows',
  ],
  '/v8/advanced-guides/custom-modifiers#react-to-modifiers': [
    'click disabled day',
    'onDayClick modifiers',
  ],
  '/v8/advanced-guides/input-fields#bind-a-field-with-useinput': [
    'typed date',
    'parse date',
    'MM/DD/YYYY',
  ],
  '/v8/using-daypicker/navigation#control-the-displayed-month': [
    'today button',
    'todayButton',
    'back to the current month',
  ],
  '/v8/using-daypicker/navigation#use-drop-downs-in-the-caption': [
    'select the year',
    'year dropdown',
    'birth date',
    'captionLayout',
  ],
  '/v8/using-daypicker/navigation#show-several-months': [
    'pagedNavigation',
    'multiple months',
    'numberOfMonths',
  ],
  '/v8/using-daypicker/localization#change-formats': [
    'caption format',
    'hide the year',
  ],
  '/v8/using-daypicker/localization#translate-the-aria-labels': [
    'aria-label',
    'localized labels',
  ],
  '/v8/using-daypicker/localization#use-another-numbering-system': [
    'numbers formatting',
    'numerals',
  ],
  '/v8/using-daypicker/styling#style-days-by-modifier': [
    'day_selected',
    'selected class',
  ],
  '/v8/using-daypicker/styling#style-a-range': [
    'day_range_start',
    'day_range_end',
    'first and last day classes',
  ],
  '/v8/using-daypicker/styling#use-inline-styles': ['style day cell'],
  '/v8/using-daypicker/selection-modes#disable-days': [
    'block dates',
    'unavailable dates',
  ],
  '/v8/using-daypicker/selection-modes#make-the-selection-required': [
    'unselect',
    'deselect',
    'undefined when clicked again',
  ],
  '/v8/recipes/forms#plain-form': ['format the date', 'date format', '12AM'],
  '/v8/recipes/layout#responsive-months': ['responsive', 'mobile'],
  '/v8/recipes/typescript#handler-without-undefined': [
    'onSelect type error',
    'SetStateAction',
  ],
  '/v8/troubleshooting#no-styles': [
    'display issue',
    'styles not loaded',
    'unstyled',
  ],
  '/v8/troubleshooting#calendar-inside-label': ['label', 'form label'],
  '/v8/troubleshooting#highlight-stays-after-tap': [
    'hover',
    'touch',
    'mobile',
    'iOS',
    'Safari',
    'unselect',
  ],
  '/v8/troubleshooting#dropdowns-blank': [
    'dropdown labels',
    'caption_label hidden',
  ],
  '/v8/troubleshooting#dropdowns-shown-twice': [
    'dropdown styles',
    'missing styles',
    'captionLayout styling',
  ],
  '/v8/troubleshooting#same-dates-in-two-months': [
    'duplicate dates',
    'outside days twice',
  ],
  '/v8/troubleshooting#slow-calendar': [
    'slow',
    'lag',
    'performance',
    'many months',
  ],
  '/v8/troubleshooting#initial-month-does-not-change': [
    'startMonth state',
    'month not updating',
  ],
  '/v8/troubleshooting#dates-in-nested-array-ignored': [
    'disabled dates not working',
    'booked dates',
  ],
  '/v8/troubleshooting#one-month-off': ['month ahead', 'wrong month'],
};
