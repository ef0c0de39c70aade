import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {describe, it} from 'node:test';

const buildDir = join(__dirname, '..', '..', 'build');

/** The loader's list of scripts, from the inline script that ends `<body>`. */
function loaderScripts(html: string): string[] {
  const $ = load(html);
  const loader = $('body > script:not([src])').last().text();
  const list = loader.match(/\((\[[^\]]*\])\)\s*;?\s*$/)?.[1];
  assert.ok(list, `no script loader at the end of <body>: ${loader}`);
  return JSON.parse(list) as string[];
}

describe('page scripts (config/htmlTemplate)', () => {
  for (const page of ['index.html', 'docs/selection-modes.html', '404.html']) {
    it(`${page}: preloads the bundles and starts them from the loader, in order`, () => {
      const html = readFileSync(join(buildDir, page), 'utf8');
      const $ = load(html);
      const own = $('script[src^="/"]')
        .map((_, script) => $(script).attr('src'))
        .get();
      assert.deepEqual(own, [], 'no bundle is a parser-inserted script');
      const preloaded = $('head link[rel=preload][as=script]')
        .map((_, link) => {
          assert.equal($(link).attr('fetchpriority'), 'low');
          return $(link).attr('href');
        })
        .get();
      assert.match(preloaded[0] ?? '', /\/runtime~main\.[0-9a-f]+\.js$/);
      assert.match(preloaded.at(-1) ?? '', /\/main\.[0-9a-f]+\.js$/);
      assert.deepEqual(loaderScripts(html), preloaded);
    });
  }
});
