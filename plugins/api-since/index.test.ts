import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';

import type {Root} from 'mdast';

import {remarkApiSince, sinceSentence} from '.';

const siteDir = join(__dirname, '..', '..');
const transform = remarkApiSince({siteDir});

const page = (): Root => ({
  type: 'root',
  children: [
    {type: 'heading', depth: 1, children: [{type: 'text', value: 'Title'}]},
    {type: 'paragraph', children: [{type: 'text', value: 'Body.'}]},
  ],
});

test('the sentence names the release, and the deprecation when there is one', () => {
  assert.equal(sinceSentence({since: '9.1.0'}), 'Since 9.1.0.');
  assert.equal(
    sinceSentence({since: '9.0.0', deprecatedSince: '9.1.0'}),
    'Since 9.0.0. Deprecated since 9.1.0.',
  );
});

test("an export's page gets its release under the title", () => {
  const tree = page();
  transform(tree, {path: join(siteDir, 'docs/api/functions/DayPicker.md')});
  assert.equal(tree.children[1].type, 'paragraph');
  assert.match(JSON.stringify(tree.children[1]), /Since 9\.0\.0\./);
});

test('an export with no release fails, naming it; other pages are left alone', () => {
  assert.throws(
    () =>
      transform(page(), {
        path: join(siteDir, 'docs/api/functions/NoSuchExport.md'),
      }),
    /NoSuchExport has no release in src\/data\/since\/v9\.json/,
  );
  const guide = page();
  transform(guide, {path: join(siteDir, 'docs/docs/styling.mdx')});
  assert.equal(guide.children.length, 2);
});
