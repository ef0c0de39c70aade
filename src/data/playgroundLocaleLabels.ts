import {GREGORIAN_LOCALE_FILES, localeLabel} from './playgroundLocales';

/**
 * Each Gregorian locale's label ("Spanish (es)"), by file name. The build
 * replaces this module with its result (plugins/daypicker-locales): building
 * `Intl.DisplayNames` and its data takes a phone tens of milliseconds, in the
 * task that loads the playground.
 */
const LOCALE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  GREGORIAN_LOCALE_FILES.map((file) => [file, localeLabel(file)]),
);

export default LOCALE_LABELS;
