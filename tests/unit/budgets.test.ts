import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {
  checkBudgets,
  pageKind,
  readBudgets,
  renderBlockingThirdParty,
} from '../../scripts/lib/budgets';
import {measureBuild, totals} from '../../scripts/lib/pageWeight';
import {editorChunkSizes} from '../../scripts/lib/exampleEditor';

const siteDir = join(__dirname, '..', '..');

describe('size budgets (budgets.json) on the production build', () => {
  const pages = measureBuild(siteDir);
  const budgets = readBudgets(siteDir);

  it('measures every route', () => {
    assert.ok(pages.length > 250, `only ${pages.length} routes measured`);
    for (const kind of ['docs', 'api', 'playground'] as const) {
      assert.ok(
        pages.some((page) => pageKind(page.route) === kind),
        `no ${kind} page`,
      );
    }
  });

  it('keeps every page within its JS and CSS budgets', () => {
    const violations = checkBudgets(pages, budgets);
    const largest = [...pages]
      .sort((a, b) => totals(b.own, '.js').gzip - totals(a.own, '.js').gzip)
      .slice(0, 3)
      .map((page) => `${page.route} ${totals(page.own, '.js').gzip} B`);
    console.log(`largest own JS (gzip): ${largest.join(', ')}`);
    assert.deepEqual(violations, []);
  });

  it("loads none of the example editor's chunks before the first Edit click", () => {
    const editorChunks = editorChunkSizes(siteDir);
    assert.deepEqual(
      editorChunks
        .map((chunk) => chunk.file.replace(/\.[^.]+\.js$/, ''))
        .sort(),
      [
        'assets/js/example-compiler',
        'assets/js/example-compiler-vendor',
        'assets/js/example-editor',
        'assets/js/example-editor-vendor',
      ],
    );
    const names = new Set(editorChunks.map((chunk) => chunk.file));
    const loading = pages.filter((page) =>
      [...page.global, ...page.own].some((asset) => names.has(asset.file)),
    );
    assert.deepEqual(
      loading.map((page) => page.route),
      [],
    );
    const gzip = editorChunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
    console.log(`example editor chunks (gzip): ${gzip} B`);
    assert.ok(
      gzip <= budgets.exampleEditorJsGzip,
      `the example editor's chunks weigh ${gzip} B gzip, over the ${budgets.exampleEditorJsGzip} B budget`,
    );
  });

  it('loads the open-in-sandbox chunk on no page before a click', () => {
    const chunks = readdirSync(join(siteDir, 'build', 'assets', 'js'))
      .filter((file) => /^open-in-sandbox\.[^.]+\.js$/.test(file))
      .map((file) => `assets/js/${file}`);
    assert.equal(
      chunks.length,
      1,
      `open-in-sandbox chunks: ${chunks.join(', ')}`,
    );
    const loading = pages.filter((page) =>
      [...page.global, ...page.own].some((asset) => asset.file === chunks[0]),
    );
    assert.deepEqual(
      loading.map((page) => page.route),
      [],
    );
  });

  it('loads Prism on no page before a code block goes live', () => {
    // prism-react-renderer's bundled Prism defines this grammar helper.
    const prismChunks = new Set(
      readdirSync(join(siteDir, 'build', 'assets', 'js'))
        .filter((file) =>
          readFileSync(
            join(siteDir, 'build', 'assets', 'js', file),
            'utf8',
          ).includes('languages.insertBefore'),
        )
        .map((file) => `assets/js/${file}`),
    );
    assert.equal(prismChunks.size, 1, [...prismChunks].join(', '));
    const loading = pages.filter((page) =>
      [...page.global, ...page.own].some((asset) =>
        prismChunks.has(asset.file),
      ),
    );
    assert.deepEqual(
      loading.map((page) => page.route),
      [],
    );
  });

  it('loads no render-blocking third-party resource', () => {
    const htmlFiles = readdirSync(join(siteDir, 'build'), {recursive: true})
      .map(String)
      .filter((file) => file.endsWith('.html'));
    const blocking = htmlFiles.flatMap((file) =>
      renderBlockingThirdParty(
        readFileSync(join(siteDir, 'build', file), 'utf8'),
      ).map((tag) => `${file}: ${tag}`),
    );
    assert.deepEqual(blocking, []);
  });
});

describe('budget rules', () => {
  it('classifies routes', () => {
    assert.equal(pageKind('/api/functions/DayPicker'), 'api');
    assert.equal(pageKind('/v8/api'), 'api');
    assert.equal(pageKind('/playground'), 'playground');
    assert.equal(pageKind('/docs/api-like'), 'docs');
  });

  it('finds render-blocking third-party tags, and only those', () => {
    assert.deepEqual(
      renderBlockingThirdParty(
        '<link rel=stylesheet href=https://fonts.example.org/a.css><script src=https://x.org/a.js></script>' +
          '<script src=https://x.org/b.js defer></script><link rel=stylesheet href=/assets/css/site.css>' +
          '<link rel=preconnect href=https://fonts.example.org>',
      ),
      [
        '<link rel="stylesheet" href="https://fonts.example.org/a.css">',
        '<script src="https://x.org/a.js"></script>',
      ],
    );
  });
});
