import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {compile} from '@mdx-js/mdx';

import {remarkExample} from './index';
import {resolveExample} from './exampleSource';
import {javascriptSource} from './javascriptSource';

const siteDir = join(import.meta.dirname, '..', '..');
const v9Doc = join(siteDir, 'docs', 'start.mdx');
const v8Doc = join(siteDir, 'versioned_docs', 'version-8.10.1', 'start.mdx');

async function compileDoc(mdx: string, path = v9Doc): Promise<string> {
  const file = await compile(
    {value: mdx, path},
    {remarkPlugins: [[remarkExample, {siteDir}]], jsx: true},
  );
  return String(file);
}

describe('remark-example', () => {
  it('imports the frame, loads the example on demand, and passes the exact source', async () => {
    const code = await compileDoc(
      'Intro\n\n<Example src="examples/Basic.tsx" />\n',
    );
    assert.match(code, /import Example from "@site\/src\/components\/Example"/);
    assert.match(code, /load=\{\(\) => import\("@site\/examples\/Basic"\)\}/);
    assert.doesNotMatch(code, /import \w+ from "@site\/examples/);
    assert.match(code, /version="v9"/);
    const source = resolveExample('examples/Basic.tsx', v9Doc, siteDir).source;
    assert.ok(
      code.includes(`source={${JSON.stringify(source)}}`),
      'source is inlined as a JS string',
    );
  });

  it('passes the JavaScript generated from the file', async () => {
    const code = await compileDoc(
      '<Example src="examples/SelectionRange.tsx" />\n',
    );
    const javascript = await javascriptSource(
      resolveExample('examples/SelectionRange.tsx', v9Doc, siteDir).source,
      join(siteDir, 'examples/SelectionRange.tsx'),
    );
    assert.ok(
      code.includes(`javascript={${JSON.stringify(javascript)}}`),
      'javascript is inlined as a JS string',
    );
  });

  it('leaves pages without examples untouched', async () => {
    const code = await compileDoc('# Title\n\nNo examples here.\n');
    assert.doesNotMatch(code, /components\/Example/);
  });

  it('gives each example its own loader and imports the frame once', async () => {
    const code = await compileDoc(
      '<Example src="examples/Basic.tsx" />\n\n<Example src="examples/SingleWithFooter.tsx" />\n',
    );
    assert.match(code, /import\("@site\/examples\/Basic"\)/);
    assert.match(code, /import\("@site\/examples\/SingleWithFooter"\)/);
    assert.equal(code.match(/import Example from/g)?.length, 1);
  });

  it('fails the build on a missing file, naming page and reference', async () => {
    await assert.rejects(
      compileDoc('<Example src="examples/Nope.tsx" />\n'),
      /<Example src="examples\/Nope.tsx"> in docs\/start.mdx: examples\/Nope.tsx does not exist/,
    );
  });

  it('keeps v8 pages on v8 examples and v9 pages on v9 examples', async () => {
    await assert.rejects(
      compileDoc('<Example src="examples/Basic.tsx" />\n', v8Doc),
      /this page documents v8, but examples\/ holds v9 examples/,
    );
    await assert.rejects(
      compileDoc('<Example src="examples-v8/SingleWithFooter.tsx" />\n'),
      /this page documents v9, but examples-v8\/ holds v8 examples/,
    );
    assert.match(
      await compileDoc(
        '<Example src="examples-v8/SingleWithFooter.tsx" />\n',
        v8Doc,
      ),
      /version="v8"/,
    );
  });

  it('rejects paths outside the example folders and a missing src', async () => {
    await assert.rejects(
      compileDoc('<Example src="../etc/passwd.tsx" />\n'),
      /src must be a path inside the site/,
    );
    await assert.rejects(
      compileDoc('<Example src="src/pages/playground.tsx" />\n'),
      /src must start with examples\//,
    );
    await assert.rejects(
      compileDoc('<Example />\n'),
      /<Example> needs a src attribute/,
    );
  });

  it('rejects an attribute it would drop, such as a misspelt one', async () => {
    await assert.rejects(
      compileDoc('<Example src="examples/Basic.tsx" naturalheight />\n'),
      /<Example> has no attribute naturalheight .*it takes src, wide, naturalHeight/,
    );
    await compileDoc(
      '<Example src="examples/Basic.tsx" wide naturalHeight />\n',
    );
  });
});

describe('remark-example stylesheets', () => {
  it('passes the CSS module an example imports, path and exact text', async () => {
    const code = await compileDoc(
      '<Example src="examples/StylingDarkTheme.tsx" />\n',
    );
    const example = resolveExample(
      'examples/StylingDarkTheme.tsx',
      v9Doc,
      siteDir,
    );
    assert.deepEqual(
      example.stylesheets.map((s) => s.src),
      ['examples/StylingDarkTheme.module.css'],
    );
    assert.match(example.stylesheets[0]!.source, /\S/);
    assert.ok(code.includes('stylesheets={'), 'stylesheets attribute added');
    assert.ok(
      code.includes(JSON.stringify(example.stylesheets[0]!.source)),
      'the CSS text is inlined',
    );
  });

  it('adds no stylesheets to an example without a CSS module', async () => {
    const code = await compileDoc('<Example src="examples/Basic.tsx" />\n');
    assert.doesNotMatch(code, /stylesheets=/);
  });
});
