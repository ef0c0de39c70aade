import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import LOCALE_LABELS from '../../src/data/playgroundLocaleLabels';

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

/** The module the build replaces with a module of its result. */
const LABELS_MODULE = /[\\/]src[\\/]data[\\/]playgroundLocaleLabels\.ts$/;

/**
 * Lets the playground import a single DayPicker locale on demand
 * (`import(\`daypicker-locales/${file}.js\`)`), so each becomes its own chunk
 * instead of bundling all of `react-day-picker/locale` into the page. And
 * computes the locales' labels here, at build time: the bundles get them as
 * data in place of `playgroundLocaleLabels.ts`.
 */
export default function daypickerLocalesPlugin(context: LoadContext): Plugin {
  const dir = dayPickerLocalesDir(context.siteDir);
  let labelsFile: string | undefined;
  return {
    name: 'daypicker-locales',
    async contentLoaded({actions}) {
      labelsFile = await actions.createData(
        'locale-labels.js',
        `export default ${JSON.stringify(LOCALE_LABELS)};\n`,
      );
    },
    configureWebpack: (_config, _isServer, {currentBundler}) => {
      if (labelsFile === undefined) {
        throw new Error(
          'daypicker-locales: the bundler was configured before the locale labels were written (contentLoaded).',
        );
      }
      return {
        resolve: {alias: {[LOCALES_ALIAS]: dir}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            LABELS_MODULE,
            labelsFile,
          ),
        ],
      };
    },
  };
}
