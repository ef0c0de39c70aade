import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';

import {remarkReferenceTable, versionOfPage} from './index';

const siteDir = join(import.meta.dirname, '..', '..');
const v9Doc = join(siteDir, 'docs', 'docs', 'styling.mdx');
const v8Doc = join(
  siteDir,
  'versioned_docs',
  'version-8.10.1',
  'using-daypicker',
  'styling.mdx',
);

async function compileDoc(mdx: string, path = v9Doc): Promise<string> {
  const file = await compile(
    {value: mdx, path},
    {
      remarkPlugins: [remarkGfm, [remarkReferenceTable, {siteDir}]],
      jsx: true,
    },
  );
  return String(file);
}

describe('remark-reference-table', () => {
  it('expands <ReferenceTable> into a real table of the page version', async () => {
    const code = await compileDoc(
      'Intro.\n\n<ReferenceTable of="cssVariables" />\n\nAfter.\n',
    );
    assert.match(code, /<_components.table>/);
    assert.match(code, /<_components.th>\{"Variable"\}/);
    assert.match(code, /\{"--rdp-accent-color"\}/);
    assert.match(code, /\{"--rdp-day_button-width"\}/);
    assert.doesNotMatch(code, /ReferenceTable/);
  });

  it('reads the v8 package for a page under the v8 docsDir', async () => {
    const code = await compileDoc(
      '<ReferenceTable of="cssVariables" />\n',
      v8Doc,
    );
    assert.match(code, /\{"--rdp-cell-size"\}/);
    assert.doesNotMatch(code, /--rdp-day_button-width/);
  });

  it('limits a props table to the names given', async () => {
    const code = await compileDoc(
      '<ReferenceTable of="props" names="numberOfMonths" />\n',
    );
    assert.match(code, /\{"numberOfMonths"\}/);
    assert.doesNotMatch(code, /\{"mode"\}/);
  });

  it('fails naming the page on an unknown or empty table', async () => {
    await assert.rejects(
      compileDoc('<ReferenceTable of="nope" />\n'),
      /<ReferenceTable of="nope"> in docs\/docs\/styling\.mdx: unknown reference table/,
    );
    await assert.rejects(
      compileDoc('<ReferenceTable of="uiElements" />\n', v8Doc),
      /in versioned_docs\/version-8\.10\.1\/using-daypicker\/styling\.mdx: the "uiElements" table of DayPicker v8 is empty/,
    );
    await assert.rejects(
      compileDoc('<ReferenceTable />\n'),
      /needs an "of" attribute/,
    );
  });

  it('tells the version from the registry docsDir', () => {
    assert.equal(versionOfPage(v8Doc, siteDir).id, 'v8');
    assert.equal(versionOfPage(v9Doc, siteDir).id, 'v9');
  });
});
