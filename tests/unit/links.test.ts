/**
 * What Docusaurus' own link checks (onBrokenLinks, onBrokenAnchors,
 * onBrokenMarkdownLinks: all 'throw') cannot see: absolute links to the
 * site itself, which the packages' `@see` comments put into the generated
 * API reference, and new-tab links without `rel="noopener"`.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {load} from 'cheerio';

import {routeOfHtmlFile, TRAILING_SLASH} from '../../plugins/shared/builtFiles';

const buildDir = join(__dirname, '..', '..', 'build');
const SITE_ORIGIN = 'https://daypicker.dev';

interface Page {
  file: string;
  ids: Set<string>;
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
      ids: new Set(
        $('[id]')
          .map((_, el) => $(el).attr('id')!)
          .get(),
      ),
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

/** The built file a site path is served from, as a static host resolves it. */
function fileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/^\/|\/$/g, '');
  const candidates = [`${clean}.html`, join(clean, 'index.html')];
  return candidates.find((candidate) => {
    const path = join(buildDir, candidate);
    return existsSync(path) && statSync(path).isFile();
  });
}

describe('links in the production build that Docusaurus does not check', () => {
  const pages = readPages();

  it('reads the whole build', () => {
    assert.ok(pages.size > 250, `${pages.size} pages`);
  });

  it(`every absolute link to ${SITE_ORIGIN} resolves to a page and an element`, () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages.values()) {
      for (const {href} of page.links) {
        if (!href.startsWith(`${SITE_ORIGIN}/`)) {
          continue;
        }
        checked += 1;
        const url = new URL(href);
        const target = fileFor(url.pathname);
        if (!target) {
          broken.push(`${page.file}: ${href} (no page)`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && !pages.get(target)?.ids.has(anchor)) {
          broken.push(`${page.file}: ${href} (no #${anchor} on ${target})`);
        }
      }
    }
    console.log(`checked ${checked} absolute links to the site`);
    assert.ok(checked > 0, 'the API reference links to the site');
    assert.deepEqual(
      broken,
      [],
      `These links to ${SITE_ORIGIN} lead nowhere. Those in api/ pages come from the installed packages' @see comments: add the page or the heading id they name (tests/unit/headingIds.test.ts says which prop each explains); fix any other in its page.`,
    );
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
