import {existsSync, readFileSync, statSync} from 'node:fs';
import {dirname, join} from 'node:path';

/** A link of a page, and where it is written (undefined when a plugin made it). */
export interface PageLink {
  url: string;
  line: number | undefined;
}

/** What a link on the site can land on. */
export interface Routes {
  /** The ids on a doc page, by its URL; undefined when no doc page has that URL. */
  idsOf(url: string): ReadonlySet<string> | undefined;
  /** Whether a path that is no doc page is served: a page of src/pages, a static file, a file of the last build. */
  serves(path: string): boolean;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * Paths the site serves besides its doc pages, read from the sources
 * (src/pages, static/) and, when there is one, the last build (generated
 * files such as /llms.txt, redirect pages).
 */
export function servedPaths(siteDir: string): (path: string) => boolean {
  const candidates = (root: string, path: string) => [
    join(root, path),
    join(root, `${path}.html`),
    join(root, path, 'index.html'),
  ];
  return (path) =>
    candidates(join(siteDir, 'static'), path).some(isFile) ||
    ['tsx', 'jsx', 'js', 'mdx', 'md'].some(
      (ext) =>
        isFile(join(siteDir, 'src/pages', `${path}.${ext}`)) ||
        isFile(join(siteDir, 'src/pages', path, `index.${ext}`)),
    ) ||
    candidates(join(siteDir, 'build'), path).some(isFile);
}

/** The ids of a built page (every `id` attribute), or an empty set without a build. */
export function builtIds(htmlFile: string): Set<string> {
  if (!isFile(htmlFile)) {
    return new Set();
  }
  const html = readFileSync(htmlFile, 'utf8');
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
}

const where = (file: string, line: number | undefined) =>
  line === undefined ? `${file} (a link a plugin made)` : `${file}:${line}`;

/**
 * The links of a page that land nowhere, as messages. `pageUrl` is the
 * page's own URL (its `#anchor` links land on `ownIds`), `file` its name in
 * messages, `siteOrigin` the production origin, whose URLs stay on the site.
 */
export function brokenLinks({
  file,
  pageUrl,
  ownIds,
  links,
  routes,
  siteOrigin,
  siteDir,
}: {
  file: string;
  pageUrl: string;
  ownIds: ReadonlySet<string>;
  links: readonly PageLink[];
  routes: Routes;
  siteOrigin: string;
  siteDir: string;
}): string[] {
  const broken: string[] = [];
  for (const {url, line} of links) {
    const at = where(file, line);
    // A Markdown link to a file: Docusaurus resolves it to that page's URL.
    if (/^[^/#:?]+\.mdx?(#|$)/.test(url) || /^\.\.?\//.test(url)) {
      const target = url.split('#')[0];
      if (/\.mdx?$/.test(target)) {
        if (!isFile(join(siteDir, dirname(file), target))) {
          broken.push(`${at}: ${url}: no file ${target} beside the page.`);
        }
        continue;
      }
    }
    const resolved = new URL(url, `${siteOrigin}${pageUrl}`);
    if (resolved.origin !== siteOrigin) {
      continue;
    }
    const path = resolved.pathname.replace(/(.)\/$/, '$1');
    const anchor = decodeURIComponent(resolved.hash.slice(1));
    const ids = path === pageUrl ? ownIds : routes.idsOf(path);
    if (!ids) {
      if (!routes.serves(path)) {
        broken.push(`${at}: ${url}: the site has no page ${path}.`);
      }
      continue;
    }
    if (anchor && !ids.has(anchor)) {
      broken.push(
        `${at}: ${url}: ${path === pageUrl ? 'this page' : path} has no heading or element with id "${anchor}".`,
      );
    }
  }
  return broken;
}

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Links in other pages' sources to an anchor of `pageUrl` that `ids` lacks:
 * a heading renamed on an edited page breaks the links that land on it.
 */
export function brokenIncomingLinks({
  pageUrl,
  ids,
  sources,
  siteOrigin,
}: {
  pageUrl: string;
  ids: ReadonlySet<string>;
  /** Other pages: their name in messages and their text. */
  sources: readonly {file: string; text: string}[];
  siteOrigin: string;
}): string[] {
  const link = new RegExp(
    `(?:\\]\\(|href="|to=")(?:${escapeRegExp(siteOrigin)})?${escapeRegExp(pageUrl)}/?#([^)"\\s]+)`,
    'g',
  );
  const broken: string[] = [];
  for (const {file, text} of sources) {
    text.split('\n').forEach((lineText, i) => {
      for (const [, anchor] of lineText.matchAll(link)) {
        if (!ids.has(decodeURIComponent(anchor))) {
          broken.push(
            `${file}:${i + 1}: links to ${pageUrl}#${anchor}, which the edited page no longer has.`,
          );
        }
      }
    });
  }
  return broken;
}
