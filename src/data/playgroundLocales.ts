/**
 * The locales `react-day-picker/locale` exports (it re-exports `date-fns/locale`),
 * by the file name each has in `date-fns/locale/`. The playground loads one
 * file at a time from there, so the page never bundles all of them;
 * playgroundLocales.test.ts checks this list against the installed package.
 */
export const GREGORIAN_LOCALE_FILES = [
  'af',
  'ar',
  'ar-DZ',
  'ar-EG',
  'ar-MA',
  'ar-SA',
  'ar-TN',
  'az',
  'be',
  'be-tarask',
  'bg',
  'bn',
  'bs',
  'ca',
  'ckb',
  'cs',
  'cy',
  'da',
  'de',
  'de-AT',
  'el',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-IE',
  'en-IN',
  'en-NZ',
  'en-US',
  'en-ZA',
  'eo',
  'es',
  'et',
  'eu',
  'fa-IR',
  'fi',
  'fr',
  'fr-CA',
  'fr-CH',
  'fy',
  'gd',
  'gl',
  'gu',
  'he',
  'hi',
  'hr',
  'ht',
  'hu',
  'hy',
  'id',
  'is',
  'it',
  'it-CH',
  'ja',
  'ja-Hira',
  'ka',
  'kk',
  'km',
  'kn',
  'ko',
  'lb',
  'lt',
  'lv',
  'mk',
  'mn',
  'ms',
  'mt',
  'nb',
  'nl',
  'nl-BE',
  'nn',
  'oc',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'se',
  'sk',
  'sl',
  'sq',
  'sr',
  'sr-Latn',
  'sv',
  'ta',
  'te',
  'th',
  'tr',
  'ug',
  'uk',
  'uz',
  'uz-Cyrl',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;

/** The name a locale file exports: `en-US` → `enUS`, `be-tarask` → `beTarask`. */
export function localeExportName(file: string): string {
  return file.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** The file holding the locale exported as `name`, if the package ships one. */
export function localeFile(name: string): string | undefined {
  return GREGORIAN_LOCALE_FILES.find((file) => localeExportName(file) === name);
}

let languageNames: Intl.DisplayNames | undefined;

/** "Spanish (es)": the language's English name, then the name used in code. */
export function localeLabel(file: string): string {
  languageNames ??= new Intl.DisplayNames(['en'], {
    type: 'language',
    fallback: 'code',
  });
  let name: string;
  try {
    name = languageNames.of(file) ?? file;
  } catch {
    // Intl rejects a few date-fns file names that are not BCP 47 tags.
    name = file;
  }
  return `${name} (${localeExportName(file)})`;
}
