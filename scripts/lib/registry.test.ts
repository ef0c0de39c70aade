import assert from 'node:assert/strict';
import {test} from 'node:test';

import {withNewReleases, type PublishedVersions} from './registry';

const DATA: PublishedVersions = {
  $comment: ['kept'],
  package: 'react-day-picker',
  versions: {
    '9.10.0': {published: '2025-09-01T00:00:00.000Z', released: '2025-08-30'},
    '9.9.0': {published: '2025-08-01T00:00:00.000Z', released: null},
  },
};

test('adds the stable releases it lacks, dated by their UTC publish time', () => {
  const data = withNewReleases(
    DATA,
    {
      created: '2015-01-01T00:00:00.000Z',
      modified: '2026-03-04T14:18:24.385Z',
      '9.9.0': '2025-08-01T00:00:00.000Z',
      '9.10.0': '2025-09-01T00:00:00.000Z',
      '9.11.0': '2025-10-01T23:43:24.187000-02:00',
      '9.12.0-rc.1': '2025-11-01T00:00:00.000Z',
    },
    9,
  );
  assert.deepEqual(data.versions['9.11.0'], {
    published: '2025-10-01T23:43:24.187000-02:00',
    released: '2025-10-02',
  });
  assert.equal(data.versions['9.12.0-rc.1'], undefined);
  assert.equal(data.versions.created, undefined);
  assert.deepEqual(data.$comment, ['kept']);
});

test('adds no release of a major older than the data holds, or newer than the documented one', () => {
  const data = withNewReleases(
    DATA,
    {
      '8.10.1': '2024-01-01T00:00:00.000Z',
      '10.0.0': '2026-01-01T00:00:00.000Z',
    },
    9,
  );
  assert.deepEqual(Object.keys(data.versions), ['9.9.0', '9.10.0']);
});

test('keeps the entries it has and orders versions numerically', () => {
  const data = withNewReleases(DATA, {'9.10.0': '2030-01-01T00:00:00.000Z'}, 9);
  assert.deepEqual(data.versions['9.10.0'], DATA.versions['9.10.0']);
  assert.deepEqual(Object.keys(data.versions), ['9.9.0', '9.10.0']);
});
