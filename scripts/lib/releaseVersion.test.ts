import assert from 'node:assert/strict';
import {test} from 'node:test';

import {releasesBetween, versionRefusal} from './releaseVersion';

test('a newer release of the same major is taken', () => {
  assert.equal(versionRefusal('9.14.0', '9.11.0'), undefined);
  assert.equal(versionRefusal('9.11.1', '9.11.0'), undefined);
});

test('an older or equal release is refused, naming the documented one', () => {
  assert.match(versionRefusal('9.10.0', '9.11.0')!, /not newer than 9\.11\.0/);
  assert.match(versionRefusal('9.11.0', '9.11.0')!, /not newer than 9\.11\.0/);
  // Numeric, not text order: 9.9.0 is older than 9.11.0.
  assert.match(versionRefusal('9.9.0', '9.11.0')!, /not newer/);
});

test('another major is refused as a different procedure', () => {
  assert.match(versionRefusal('8.0.0', '9.11.0')!, /not a 9\.x release.*major/);
  assert.match(versionRefusal('10.0.0', '9.11.0')!, /different procedure/);
});

test('no version, or not a stable x.y.z, is refused', () => {
  assert.match(versionRefusal(undefined, '9.11.0')!, /npm run release -- /);
  assert.match(versionRefusal('9.14', '9.11.0')!, /not a stable release/);
  assert.match(versionRefusal('9.14.0-rc.1', '9.11.0')!, /not a stable/);
});

test('the releases between two, newest first, stable and of one major', () => {
  assert.deepEqual(
    releasesBetween(
      [
        '9.10.0',
        '9.11.0',
        '9.11.1',
        '9.12.0-beta.1',
        '9.12.0',
        '9.13.0',
        '10.0.0',
        '8.10.2',
      ],
      '9.11.0',
      '9.12.0',
    ),
    ['9.12.0', '9.11.1'],
  );
});
