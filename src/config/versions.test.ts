import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {checkArchivedVersions, installedVersion} from './versions';

const siteDir = join(__dirname, '..', '..');

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

describe('checkArchivedVersions', () => {
  it('accepts versions.json when it matches the installed packages', () => {
    const archived: string[] = JSON.parse(
      readFileSync(join(siteDir, 'versions.json'), 'utf8'),
    );
    assert.doesNotThrow(() =>
      checkArchivedVersions(archived, {
        '8': installedVersion(siteDir, 'react-day-picker-v8'),
      }),
    );
  });

  it('rejects a version whose package is missing or different', () => {
    assert.throws(
      () => checkArchivedVersions(['7.4.10'], {'8': '8.10.1'}),
      /no react-day-picker 7\.x package/,
    );
    assert.throws(
      () => checkArchivedVersions(['8.10.0'], {'8': '8.10.1'}),
      /react-day-picker 8\.10\.1 is installed/,
    );
  });
});
