import assert from 'node:assert/strict';
import {test} from 'node:test';

import {
  compareReleases,
  sinceData,
  sinceTagAgrees,
  type ReleaseApi,
} from './sinceData';

function release(
  name: string,
  exports: Record<string, boolean>,
  props: Record<string, boolean> = {},
): ReleaseApi {
  return {
    release: name,
    exports: new Map(Object.entries(exports)),
    props: new Map(Object.entries(props)),
  };
}

test('releases sort numerically, not as text', () => {
  assert.deepEqual(
    ['9.10.0', '9.2.0', '9.0.10', '9.0.9'].sort(compareReleases),
    ['9.0.9', '9.0.10', '9.2.0', '9.10.0'],
  );
});

test('each name of the newest release gets the first release that has it', () => {
  const data = sinceData([
    release(
      '9.2.0',
      {DayPicker: false, useDayPicker: false},
      {mode: false, animate: false},
    ),
    release('9.0.0', {DayPicker: false}, {mode: false}),
    release('9.1.0', {DayPicker: false, Removed: false}, {mode: false}),
  ]);
  assert.deepEqual(data.releases, ['9.0.0', '9.1.0', '9.2.0']);
  assert.deepEqual(data.exports, {
    DayPicker: {since: '9.0.0'},
    useDayPicker: {since: '9.2.0'},
  });
  assert.deepEqual(data.props, {
    animate: {since: '9.2.0'},
    mode: {since: '9.0.0'},
  });
});

test('deprecated since: the start of the run of deprecated releases that reaches the newest', () => {
  const data = sinceData([
    release('9.0.0', {}, {fromDate: true, toDate: false}),
    release('9.1.0', {}, {fromDate: false, toDate: false}),
    release('9.2.0', {}, {fromDate: true, toDate: true}),
    release('9.3.0', {}, {fromDate: true, toDate: true}),
  ]);
  assert.deepEqual(data.props, {
    fromDate: {since: '9.0.0', deprecatedSince: '9.2.0'},
    toDate: {since: '9.0.0', deprecatedSince: '9.2.0'},
  });
});

test('a @since tag agrees with the first release at its own precision', () => {
  assert.ok(sinceTagAgrees('9.14', '9.14.0'));
  assert.ok(sinceTagAgrees('v9.14.0', '9.14.0'));
  assert.ok(sinceTagAgrees('9.14', '9.14.1'));
  assert.ok(!sinceTagAgrees('9.14.1', '9.14.0'));
  assert.ok(!sinceTagAgrees('9.13', '9.14.0'));
  assert.ok(!sinceTagAgrees('9.1', '9.14.0'));
  assert.ok(!sinceTagAgrees('9.14.0.1', '9.14.0'));
});
