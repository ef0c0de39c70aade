import type {Link, Root} from 'mdast';
import {relative} from 'node:path';
import {visit} from 'unist-util-visit';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import type {Registry} from '../shared/docVersions';
import {SITE_LINK_REDIRECTS} from './redirects';
import {sitePages, type SitePage} from './sitePages';

export interface Options {
  siteDir: string;
  /** The site's own origin (docusaurus.config.ts `url`): links to it stay on the site. */
  siteUrl: string;
  /** The documented versions; the site's own registry unless a test passes one. */
  registry?: Registry;
  /** `path#anchor` as linked → where it is on this site; redirects.ts unless a test passes its own. */
  redirects?: Readonly<Record<string, string>>;
}

/** Every version's pages, read once per process (the twins run this per page). */
const pagesCache = new Map<string, Promise<Map<string, SitePage>>>();

/** The published pages of every version of `registry`, by URL. */
export function allPages(
  siteDir: string,
  registry: Registry,
): Promise<Map<string, SitePage>> {
  const key = `${siteDir}\0${registry.map((version) => version.id).join()}`;
  let found = pagesCache.get(key);
  if (!found) {
    found = Promise.all(
      registry.map((version) => sitePages(siteDir, version)),
    ).then((maps) => new Map(maps.flatMap((map) => [...map])));
    pagesCache.set(key, found);
  }
  return found;
}

/** "Navigation › Animate": the page's title, then the section's heading. */
export function linkLabel(page: SitePage, anchor: string): string {
  const section = anchor ? page.sections.get(anchor) : undefined;
  return section ? `${page.title} › ${section}` : page.title;
}

/** The page a link to `path#anchor` lands on; throws, saying what the site lacks, when it has no such page or section. */
function targetPage(
  pages: ReadonlyMap<string, SitePage>,
  path: string,
  anchor: string,
  link: string,
  remedy = '',
): SitePage {
  const page = pages.get(path);
  if (!page || (anchor && !page.sections.has(anchor))) {
    throw new Error(
      `${link}, but the site has no ${page ? `section #${anchor} on ${path}` : `page ${path}`}.${remedy}`,
    );
  }
  return page;
}

/**
 * A link to a section of one of the site's pages, labelled with the page's
 * title and the section's heading; throws, naming `from`, when the site has
 * no such page or section.
 */
export async function sectionLink(
  siteDir: string,
  registry: Registry,
  path: string,
  anchor: string,
  from: string,
): Promise<Link> {
  const page = targetPage(
    await allPages(siteDir, registry),
    path,
    anchor,
    `${from} links to ${path}#${anchor}`,
  );
  return {
    type: 'link',
    url: `${path}#${anchor}`,
    children: [{type: 'text', value: linkLabel(page, anchor)}],
  };
}

/**
 * Links to the site's own origin (the library's `@see
 * https://daypicker.dev/…` tags in the generated reference) become links to
 * the page on this site: same tab, checked by Docusaurus' link and anchor
 * checks, right on a preview, localhost or the hash-router build. A link
 * whose text is its URL is labelled with the target page's title and
 * section. A link listed in redirects.ts goes where it says. A page or
 * anchor the site doesn't have fails the build, naming the link; links to
 * other sites are left alone.
 */
export function remarkSiteLinks({
  siteDir,
  siteUrl,
  registry = DOC_VERSIONS,
  redirects = SITE_LINK_REDIRECTS,
}: Options) {
  const origin = new URL(siteUrl).origin;
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    const links: Link[] = [];
    visit(tree, 'link', (link: Link) => {
      if (URL.canParse(link.url) && new URL(link.url).origin === origin) {
        links.push(link);
      }
    });
    if (links.length === 0) {
      return;
    }
    const pages = await allPages(siteDir, registry);
    const where = file.path ? relative(siteDir, file.path) : 'an MDX file';
    for (const link of links) {
      const linked = new URL(link.url);
      const redirect =
        redirects[`${linked.pathname.replace(/(.)\/$/, '$1')}${linked.hash}`];
      const url = redirect ? new URL(redirect, origin) : linked;
      const path = url.pathname.replace(/(.)\/$/, '$1');
      const anchor = decodeURIComponent(url.hash.slice(1));
      const page = targetPage(
        pages,
        path,
        anchor,
        `${where} links to ${link.url}${redirect ? ` (${redirect} in plugins/site-links/redirects.ts)` : ''}`,
        ' Point it at a page of this site with a line in plugins/site-links/redirects.ts (npm run release suggests one).',
      );
      const wasUrl =
        link.children.length === 1 &&
        link.children[0].type === 'text' &&
        link.children[0].value === link.url;
      link.url = `${path}${url.hash}`;
      if (wasUrl) {
        link.children = [{type: 'text', value: linkLabel(page, anchor)}];
      }
    }
  };
}

export default remarkSiteLinks;
