import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Import specifier prefix for one date-fns locale file: `daypicker-locales/es.js`. */
export const LOCALES_ALIAS = 'daypicker-locales';

/**
 * The folder of locale files behind `react-day-picker/locale`: that module
 * re-exports every locale of the date-fns version DayPicker depends on, which
 * is not the site's own date-fns. Resolved from DayPicker's own folder so it
 * follows wherever npm installs that dependency.
 */
export function dayPickerLocalesDir(siteDir: string): string {
  const fromSite = createRequire(join(siteDir, 'package.json'));
  const fromDayPicker = createRequire(
    fromSite.resolve('react-day-picker/package.json'),
  );
  return join(dirname(fromDayPicker.resolve('date-fns')), 'locale');
}

/**
 * Lets the playground import a single DayPicker locale on demand
 * (`import(\`daypicker-locales/${file}.js\`)`), so each becomes its own chunk
 * instead of bundling all of `react-day-picker/locale` into the page.
 */
export default function daypickerLocalesPlugin(context: LoadContext): Plugin {
  const dir = dayPickerLocalesDir(context.siteDir);
  return {
    name: 'daypicker-locales',
    configureWebpack: () => ({resolve: {alias: {[LOCALES_ALIAS]: dir}}}),
  };
}
