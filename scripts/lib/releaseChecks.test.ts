import assert from 'node:assert/strict';
import {test} from 'node:test';

import {newSince} from './releaseChecks';

test('lists what appeared or turned deprecated after a release, not before', () => {
  assert.deepEqual(
    newSince(
      {
        releases: ['9.10.0', '9.11.0', '9.12.0', '9.14.0'],
        exports: {
          DayPicker: {since: '9.10.0'},
          DayPickerLocale: {since: '9.12.0'},
          Button: {since: '9.10.0', deprecatedSince: '9.14.0'},
          Caption: {since: '9.10.0', deprecatedSince: '9.11.0'},
        },
        props: {mode: {since: '9.10.0'}, noonSafe: {since: '9.14.0'}},
      },
      '9.11.0',
    ),
    [
      'export DayPickerLocale: new in 9.12.0',
      'export Button: deprecated in 9.14.0',
      'prop noonSafe: new in 9.14.0',
    ],
  );
});
