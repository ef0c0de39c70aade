import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {apiKindOf, markdownTwinPath, socialCardPath} from './pagePaths';

describe('markdownTwinPath', () => {
  it('appends .md to the URL a page is served at, index.md to the root', () => {
    assert.equal(
      markdownTwinPath('/docs/selection-modes'),
      '/docs/selection-modes.md',
    );
    assert.equal(
      markdownTwinPath('/api/functions/DayPicker'),
      '/api/functions/DayPicker.md',
    );
    assert.equal(markdownTwinPath('/'), '/index.md');
    assert.equal(markdownTwinPath('/v8/'), '/v8.md');
    assert.equal(markdownTwinPath('/v8'), '/v8.md');
    assert.equal(markdownTwinPath('/api/'), '/api.md');
  });
});

describe('socialCardPath', () => {
  it('gives each docs page its own card', () => {
    assert.equal(
      socialCardPath('/docs/styling', '/'),
      '/img/cards/docs/styling.png',
    );
    assert.equal(socialCardPath('/', '/'), '/img/cards/index.png');
    assert.equal(
      socialCardPath('/v8/using-daypicker/styling', '/'),
      '/img/cards/v8/using-daypicker/styling.png',
    );
  });

  it('shares one card per kind between API symbol pages, per version', () => {
    assert.equal(
      socialCardPath('/api/functions/DayPicker', '/'),
      '/img/cards/api/functions.png',
    );
    assert.equal(
      socialCardPath('/api/functions/Footer', '/'),
      '/img/cards/api/functions.png',
    );
    assert.equal(
      socialCardPath('/v8/api/functions/DayPicker', '/'),
      '/img/cards/v8/api/functions.png',
    );
    assert.equal(socialCardPath('/api/', '/'), '/img/cards/api.png');
    assert.equal(apiKindOf('/api/type-aliases/Matcher'), 'type-aliases');
    assert.equal(apiKindOf('/docs/styling'), undefined);
  });

  it('keeps the cards under a non-root base URL', () => {
    assert.equal(
      socialCardPath('/base/docs/styling', '/base/'),
      '/base/img/cards/docs/styling.png',
    );
    assert.throws(
      () => socialCardPath('/docs/styling', '/base/'),
      /outside the site's baseUrl/,
    );
  });
});
