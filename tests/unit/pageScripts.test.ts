import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {describe, it} from 'node:test';

const buildDir = join(__dirname, '..', '..', 'build');

/** The loader's list of scripts, from the inline script that ends `<body>`. */
function loaderScripts(html: string): string[] {
  const $ = load(html);
  const loader = $('body > script:not([src])').last();
  const list = loader.attr('data-scripts');
  assert.ok(list, `no script loader at the end of <body>: ${loader.text()}`);
  return list.split(' ');
}

const ENTRY = /\/(runtime~)?main\.[0-9a-f]+\.js$/;

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
      assert.equal(preloaded.length, 2, 'only the entry scripts are preloaded');
      assert.deepEqual(loaderScripts(html).slice(0, 2), preloaded);
    });
  }

  // The route's own chunks come after the entry scripts, so the main
  // bundle's route preload finds them instead of inserting them in its
  // start-up task (our core patch names them so Docusaurus lists them).
  for (const page of ['index.html', 'docs/selection-modes.html']) {
    it(`${page}: the loader also starts the route's chunks, each once`, () => {
      const scripts = loaderScripts(readFileSync(join(buildDir, page), 'utf8'));
      const route = scripts.slice(2);
      assert.ok(route.length >= 3, `only ${route.length} route chunks`);
      assert.ok(
        route.every(
          (src) =>
            /^\/assets\/js\/[\w~-]+\.[0-9a-f]+\.js$/.test(src) &&
            !ENTRY.test(src),
        ),
        route.join(' '),
      );
      assert.equal(new Set(scripts).size, scripts.length);
    });
  }

  it('the loader is the same script on every page, so the CSP needs one hash', () => {
    const texts = ['index.html', 'docs/selection-modes.html', '404.html'].map(
      (page) =>
        load(readFileSync(join(buildDir, page), 'utf8'))(
          'body > script:not([src])',
        )
          .last()
          .text(),
    );
    assert.equal(new Set(texts).size, 1);
  });
});
