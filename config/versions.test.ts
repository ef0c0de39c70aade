import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {installedVersion} from './versions';

const siteDir = join(__dirname, '..');

describe('installedVersion', () => {
  it('reads the installed packages, aliases included', () => {
    assert.match(
      installedVersion(siteDir, 'react-day-picker'),
      /^9\.\d+\.\d+$/,
    );
    assert.match(
      installedVersion(siteDir, 'react-day-picker-v8'),
      /^8\.\d+\.\d+$/,
    );
  });

  it('explains a missing package', () => {
    assert.throws(
      () => installedVersion(siteDir, 'no-such-package'),
      /run "npm ci" first/,
    );
  });
});
