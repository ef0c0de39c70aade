import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';

import {createSlugger, DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

import type {DocVersion} from '../../src/data/docVersions';
import {docUrl} from '../remark-prop/propUsage';

/** What a link to a page of the site can be labelled with. */
export interface SitePage {
  title: string;
  /** Section headings by the id Docusaurus gives them. */
  sections: Map<string, string>;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const EXPLICIT_ID = /\s*\{#([^}\s]+)\}$/;

/** A heading's text as it reads on the page: tags, code marks and link targets dropped. */
export function headingText(source: string): string {
  return source
    .replace(/<Prop\s+name="([^"]+)"\s*\/>/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/**
 * A page's title and the ids of its headings, as Docusaurus gives them:
 * the `{#id}` written after a heading, else the slug of its text (a
 * repeated slug gets `-1`, `-2`), skipping fenced code.
 */
export function readPage(
  source: string,
  frontMatterTitle: string | undefined,
): SitePage {
  const slugger = createSlugger();
  const sections = new Map<string, string>();
  let title = frontMatterTitle;
  let fence: string | undefined;
  for (const line of source.split('\n')) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker) {
      fence =
        fence === undefined
          ? marker
          : line.trim().startsWith(fence)
            ? undefined
            : fence;
      continue;
    }
    const heading = fence === undefined ? HEADING.exec(line) : null;
    if (!heading) {
      continue;
    }
    const explicit = EXPLICIT_ID.exec(heading[2]);
    const text = headingText(heading[2].replace(EXPLICIT_ID, ''));
    if (heading[1].length === 1) {
      title ??= text;
      continue;
    }
    sections.set(explicit ? explicit[1] : slugger.slug(text), text);
  }
  return {title: title ?? '', sections};
}

/** A version's published pages by URL (hand-written and generated alike). */
export async function sitePages(
  siteDir: string,
  version: DocVersion,
): Promise<Map<string, SitePage>> {
  const root = join(siteDir, version.docsDir);
  const pages = new Map<string, SitePage>();
  for (const entry of readdirSync(root, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) {
      continue;
    }
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const fileContent = readFileSync(file, 'utf8');
    // Docusaurus' own front-matter parser, so the fields read as it reads them.
    const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: file,
      fileContent,
    });
    if (frontMatter.draft === true) {
      continue;
    }
    const url = docUrl(
      relative(root, file),
      `${version.urlBase}/`,
      typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined,
    );
    pages.set(
      url,
      readPage(
        content,
        typeof frontMatter.title === 'string' ? frontMatter.title : undefined,
      ),
    );
  }
  return pages;
}
