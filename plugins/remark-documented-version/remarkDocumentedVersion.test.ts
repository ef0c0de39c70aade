import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';

import type {Code, InlineCode, Paragraph, Root} from 'mdast';

import {docVersion} from '../../src/data/docVersions';
import {remarkDocumentedVersion} from '.';

const siteDir = join(__dirname, '..', '..');
const transform = remarkDocumentedVersion({siteDir});

function page(): Root {
  return {
    type: 'root',
    children: [
      {
        type: 'code',
        lang: 'bash',
        value: 'npm install react-day-picker@{{documentedVersion}} date-fns',
      },
      {
        type: 'paragraph',
        children: [
          {
            type: 'inlineCode',
            value: 'npm install react-day-picker@{{documentedVersion}}',
          },
        ],
      },
    ],
  };
}

test('code and inline code get the release of the page’s version', () => {
  for (const [id, file] of [
    ['v9', 'docs/start.mdx'],
    ['v8', `${docVersion('v8').docsDir}/start.mdx`],
  ] as const) {
    const tree = page();
    transform(tree, {path: join(siteDir, file)});
    const release = docVersion(id).documentedVersion;
    assert.equal(
      (tree.children[0] as Code).value,
      `npm install react-day-picker@${release} date-fns`,
    );
    assert.equal(
      ((tree.children[1] as Paragraph).children[0] as InlineCode).value,
      `npm install react-day-picker@${release}`,
    );
  }
});

test('a page outside every version’s folder fails, naming it', () => {
  assert.throws(
    () => transform(page(), {path: join(siteDir, 'elsewhere/x.mdx')}),
    /elsewhere\/x\.mdx is in no documented version's folder/,
  );
});
