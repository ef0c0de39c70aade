import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  GREGORIAN_LOCALE_FILES,
  localeExportName,
  localeFile,
  localeLabel,
} from './playgroundLocales';

describe('locales', () => {
  it('lists exactly the locales react-day-picker/locale exports', async () => {
    const exported = Object.keys(
      await import('react-day-picker/locale'),
    ).filter((name) => name !== 'default');
    const offered = GREGORIAN_LOCALE_FILES.map(localeExportName);
    assert.deepEqual(
      {
        notOffered: exported.filter((name) => !offered.includes(name)).sort(),
        notExported: offered.filter((name) => !exported.includes(name)).sort(),
      },
      {notOffered: [], notExported: []},
      'The playground must offer exactly the locales of the installed react-day-picker/locale: add each of notOffered to GREGORIAN_LOCALE_FILES in playgroundLocales.ts (by its date-fns/locale file name; a locale that is no date-fns file needs its own loader), and remove each of notExported.',
    );
    assert.deepEqual(
      [...offered].sort(),
      [...exported].sort(),
      'GREGORIAN_LOCALE_FILES lists a locale twice',
    );
  });

  it('maps export names back to files', () => {
    assert.equal(localeFile('enUS'), 'en-US');
    assert.equal(localeFile('beTarask'), 'be-tarask');
    assert.equal(localeFile('toString'), undefined);
  });

  it('labels each locale with its language', () => {
    assert.equal(localeLabel('es'), 'Spanish (es)');
    assert.equal(localeLabel('pt-BR'), 'Brazilian Portuguese (ptBR)');
  });
});
