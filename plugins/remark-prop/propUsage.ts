import {readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

import type {DocVersion} from '../../src/data/docVersions';

export interface PropUsage {
  title: string;
  url: string;
  props: string[];
}

const PROP_TAG = /<Prop\s+name="([\w-]+)"/g;

/** The URL Docusaurus gives a doc, from its path and `slug` front matter. */
export function docUrl(
  relativePath: string,
  urlBase: string,
  slug?: string,
): string {
  if (slug) {
    return slug === '/' ? urlBase : `${urlBase}${slug.replace(/^\//, '')}`;
  }
  const path = relativePath
    .split(sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  return `${urlBase}${path.replace(/(^|\/)index$/, '')}`;
}

/**
 * Which hand-written pages of a version explain which props, read from
 * their `<Prop name>` tags: the reverse of the links those tags make.
 */
export async function propUsage(
  siteDir: string,
  version: DocVersion,
): Promise<PropUsage[]> {
  const urlBase = `${version.urlBase}/`;
  const root = join(siteDir, version.docsDir);
  const pages: PropUsage[] = [];
  for (const entry of readdirSync(root, {
    recursive: true,
    withFileTypes: true,
  })) {
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const path = relative(root, file);
    if (
      !entry.isFile() ||
      !/\.mdx?$/.test(entry.name) ||
      path.split(sep)[0] === 'api'
    ) {
      continue;
    }
    const source = readFileSync(file, 'utf8');
    const props = [
      ...new Set([...source.matchAll(PROP_TAG)].map((match) => match[1])),
    ].sort();
    if (props.length === 0) {
      continue;
    }
    // Docusaurus' own front-matter parser, so the fields read as it reads them.
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: file,
      fileContent: source,
    });
    if (frontMatter.draft === true) {
      continue;
    }
    pages.push({
      title: typeof frontMatter.title === 'string' ? frontMatter.title : path,
      url: docUrl(
        path,
        urlBase,
        typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined,
      ),
      props,
    });
  }
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}
