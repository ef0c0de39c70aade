import assert from 'node:assert/strict';
import {test} from 'node:test';

import {releaseReport} from './releaseReport';

test('the report counts the tasks and lists each section, an empty one as none', () => {
  assert.equal(
    releaseReport('9.11.0', '9.14.0', [
      {title: 'Links', how: 'Map each.', items: ['a (file:1): add x', 'b']},
      {title: 'Props', how: 'Group each.', items: []},
    ]),
    [
      '# react-day-picker 9.11.0 → 9.14.0: 2 tasks by hand',
      '',
      '## Links (2)',
      '',
      'Map each.',
      '',
      '- a (file:1): add x',
      '- b',
      '',
      '## Props (0)',
      '',
      'None.',
      '',
    ].join('\n'),
  );
});
