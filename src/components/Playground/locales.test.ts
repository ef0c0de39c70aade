import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  GREGORIAN_LOCALE_FILES,
  localeExportName,
  localeFile,
  localeLabel,
} from './locales';

describe('locales', () => {
  it('lists exactly the locales react-day-picker/locale exports', async () => {
    const exported = Object.keys(
      await import('react-day-picker/locale'),
    ).filter((name) => name !== 'default');
    assert.deepEqual(
      GREGORIAN_LOCALE_FILES.map(localeExportName).sort(),
      exported.sort(),
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
