/**
 * What Docusaurus' own link checks (onBrokenLinks, onBrokenAnchors,
 * onBrokenMarkdownLinks: all 'throw') cannot see: absolute links to the
 * site itself (the packages' `@see` comments name it; plugins/site-links
 * makes them links to its pages), and new-tab links without
 * `rel="noopener"`.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {load} from 'cheerio';

import {routeOfHtmlFile, TRAILING_SLASH} from '../../plugins/shared/builtFiles';

const buildDir = join(__dirname, '..', '..', 'build');
const SITE_ORIGIN = 'https://daypicker.dev';

interface Page {
  file: string;
  links: {href: string; target?: string; rel?: string}[];
  /** Every URL the page's markup points at: links, head links, forms. */
  urls: string[];
}

function readPages(): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const file of readdirSync(buildDir, {recursive: true}).map(String)) {
    if (!file.endsWith('.html') || file.startsWith('assets')) {
      continue;
    }
    const $ = load(readFileSync(join(buildDir, file), 'utf8'));
    pages.set(file, {
      file,
      links: $('a[href]')
        .map((_, el) => ({
          href: $(el).attr('href')!,
          target: $(el).attr('target'),
          rel: $(el).attr('rel'),
        }))
        .get(),
      urls: $('a[href], link[href]')
        .map((_, el) => $(el).attr('href')!)
        .get(),
    });
  }
  return pages;
}

describe('links in the production build that Docusaurus does not check', () => {
  const pages = readPages();

  it('reads the whole build', () => {
    assert.ok(pages.size > 250, `${pages.size} pages`);
  });

  it(`no page links to ${SITE_ORIGIN} as an external URL`, () => {
    // The packages' `@see https://daypicker.dev/…` tags become links to the
    // page on this site (plugins/site-links), which Docusaurus' own checks
    // resolve; one left absolute would leave a preview or localhost.
    const external = [...pages.values()].flatMap((page) =>
      page.links
        .filter(
          ({href}) =>
            href === SITE_ORIGIN || href.startsWith(`${SITE_ORIGIN}/`),
        )
        .map(({href}) => `${page.file}: ${href}`),
    );
    assert.deepEqual(external, []);
  });

  it("the packages' @see links to the site are links to its pages, labelled by title and section", () => {
    const $ = load(
      readFileSync(
        join(buildDir, 'api', 'interfaces', 'PropsBase.html'),
        'utf8',
      ),
    );
    const link = $('a[href="/docs/navigation#animate"]');
    assert.equal(link.length, 1, 'the @see of PropsBase.animate');
    assert.match(link.text(), /^Navigation › .*animat/i);
    assert.equal(link.attr('target'), undefined);
  });

  it(`every internal URL has one form: ${TRAILING_SLASH ? 'with' : 'without'} a trailing slash`, () => {
    const otherForm: string[] = [];
    let checked = 0;
    for (const page of pages.values()) {
      const base = new URL(`${routeOfHtmlFile(page.file)}`, SITE_ORIGIN);
      for (const href of page.urls) {
        const url = new URL(href, base);
        if (url.origin !== SITE_ORIGIN || url.pathname === '/') {
          continue;
        }
        checked += 1;
        const last = url.pathname.split('/').pop()!;
        const isFile = /\.\w+$/.test(last);
        if (!isFile && url.pathname.endsWith('/') !== TRAILING_SLASH) {
          otherForm.push(`${page.file}: ${href}`);
        }
      }
    }
    console.log(`checked ${checked} internal URLs`);
    assert.ok(checked > 1000);
    assert.deepEqual(otherForm, []);
  });

  it('every link that opens a new tab sets rel="noopener"', () => {
    const unsafe = [...pages.values()].flatMap((page) =>
      page.links
        .filter(
          (link) =>
            link.target === '_blank' && !/\bnoopener\b/.test(link.rel ?? ''),
        )
        .map((link) => `${page.file}: ${link.href}`),
    );
    assert.deepEqual(unsafe, []);
  });
});
