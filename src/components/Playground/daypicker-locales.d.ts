// The locale files behind react-day-picker/locale, aliased by plugins/daypicker-locales.
declare module 'daypicker-locales/*' {
  import type {Locale} from 'react-day-picker';

  const locale: Locale;
  export default locale;
}
