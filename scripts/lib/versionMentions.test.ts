import assert from 'node:assert/strict';
import {test} from 'node:test';

import {mentionsIn, sentenceAt, versionPattern} from './versionMentions';

test('a version matches itself and its minor, not a longer release', () => {
  const found = (text: string) =>
    [...text.matchAll(versionPattern('9.11.0'))].map((match) => match[0]);
  assert.deepEqual(found('In 9.11.0 and v9.11, not 9.11.2 or 19.11.0.'), [
    '9.11.0',
    'v9.11',
  ]);
});

test('each sentence naming the version is listed once, with its line', () => {
  const page = [
    '# Title',
    '',
    'Intro. Both are `44px` in 9.11.0, as in 9.11. Later text.',
    '',
    '## 9.11.0',
    '',
    '```bash',
    'npm install react-day-picker@9.11.0',
    '```',
    '',
    '| `Row` | `Week` (9.11.0 keeps `Row`) | other |',
  ].join('\n');
  assert.deepEqual(mentionsIn('docs/x.mdx', page, '9.11.0'), [
    {
      path: 'docs/x.mdx',
      line: 3,
      sentence: 'Both are `44px` in 9.11.0, as in 9.11.',
    },
    {path: 'docs/x.mdx', line: 11, sentence: '`Week` (9.11.0 keeps `Row`)'},
  ]);
});

test('a sentence ends at its full stop, not at a version', () => {
  const text = 'First. Then 9.11.0 ships it. Last.';
  assert.equal(sentenceAt(text, 12, 18), 'Then 9.11.0 ships it.');
});
