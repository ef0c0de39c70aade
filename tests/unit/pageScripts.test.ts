import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {describe, it} from 'node:test';

const buildDir = join(__dirname, '..', '..', 'build');

/** The loader's lists of scripts, from the inline script that ends `<body>`. */
function loaderScripts(html: string): {entry: string[]; route: string[]} {
  const $ = load(html);
  const loader = $('body > script:not([src])').last();
  const list = (name: string) => {
    const value = loader.attr(name);
    assert.ok(
      value !== undefined,
      `the loader has no ${name}: ${loader.text()}`,
    );
    return value === '' ? [] : value.split(' ');
  };
  return {entry: list('data-scripts'), route: list('data-route-scripts')};
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
      assert.deepEqual(loaderScripts(html).entry, preloaded);
    });
  }

  // The loader adds the route's own chunks once the main bundle has run, so
  // the bundle's route preload finds them instead of inserting them in its
  // start-up task (our core patch names them so Docusaurus lists them).
  for (const page of ['index.html', 'docs/selection-modes.html']) {
    it(`${page}: the loader also starts the route's chunks, each once`, () => {
      const {entry, route} = loaderScripts(
        readFileSync(join(buildDir, page), 'utf8'),
      );
      assert.ok(route.length >= 3, `only ${route.length} route chunks`);
      for (const src of route) {
        assert.match(src, /^\/assets\/js\/[\w~-]+\.[0-9a-f]+\.js$/);
        assert.doesNotMatch(src, ENTRY);
      }
      assert.equal(
        new Set([...entry, ...route]).size,
        entry.length + route.length,
      );
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
