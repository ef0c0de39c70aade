import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import LOCALE_LABELS from '../../src/data/playgroundLocaleLabels';

const scriptsDir = join(__dirname, '..', '..', 'build', 'assets', 'js');

describe("the playground's locale labels (plugins/daypicker-locales)", () => {
  const chunks = readdirSync(scriptsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      text: readFileSync(join(scriptsDir, file), 'utf8'),
    }));

  it('reach the browser as data, computed at build time', () => {
    const label = JSON.stringify(LOCALE_LABELS['pt-BR']);
    assert.equal(label, '"Brazilian Portuguese (ptBR)"');
    assert.ok(
      chunks.some(({text}) => text.includes(`"pt-BR":${label}`)),
      'no chunk holds the labels as data',
    );
  });

  it('are never computed in the browser: no chunk builds Intl.DisplayNames', () => {
    assert.deepEqual(
      chunks
        .filter(({text}) => text.includes('DisplayNames'))
        .map(({file}) => file),
      [],
    );
  });
});
