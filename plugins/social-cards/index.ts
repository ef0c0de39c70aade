import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';

import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

import {apiKindOf, socialCardPath} from '../../src/data/pagePaths';
import type {SidebarLabels, SitePage} from '../llms/sitePages';
import {renderCard, type CardContent} from './socialCard';

export interface SocialCardOptions {
  /** Label of each sidebar: the section named on the cards of its API pages. */
  sidebarLabels: SidebarLabels;
  /** Font the cards are set in (TTF/OTF/WOFF). */
  fontFile: string;
  /** SVG logo shown on the cards. */
  logoFile: string;
}

export interface CardPage {
  page: SitePage;
  /** The page title as plain text. */
  title: string;
  version: LoadedVersion;
}

/** Fails the build at start-up, naming the option, when a card asset is missing. */
export function checkCardAssets(options: SocialCardOptions): void {
  for (const [option, file] of [
    ['fontFile', options.fontFile],
    ['logoFile', options.logoFile],
  ]) {
    if (!existsSync(file)) {
      throw new Error(`The social cards' ${option} does not exist: ${file}`);
    }
  }
}

/** `type-aliases` → `Type aliases` */
const kindTitle = (kind: string) =>
  kind[0].toUpperCase() + kind.slice(1).replace(/-/g, ' ');

/**
 * The Open Graph card of each page, keyed by the URL path the DocItem
 * wrapper in src/theme references: one per docs page, and one per kind for
 * API symbol pages (their path is the kind's, so they share it).
 */
export async function socialCardFiles(
  pages: readonly CardPage[],
  options: SocialCardOptions,
  site: {title: string; url: string; baseUrl: string},
): Promise<Map<string, Buffer>> {
  const host = new URL(site.url).host;
  const cards = new Map<string, CardContent>();
  for (const {page, title, version} of pages) {
    const kind = apiKindOf(page.doc.permalink);
    const footer = `${site.title} ${version.label} · ${host}`;
    cards.set(
      socialCardPath(page.doc.permalink, site.baseUrl),
      kind && page.sidebar
        ? {
            title: kindTitle(kind),
            section: options.sidebarLabels[page.sidebar],
            footer,
          }
        : {title, section: page.section, footer},
    );
  }
  const [font, logoSvg] = await Promise.all([
    readFile(options.fontFile),
    readFile(options.logoFile, 'utf8'),
  ]);
  return new Map(
    await Promise.all(
      [...cards].map(
        async ([path, card]) =>
          [path, await renderCard(card, {font, logoSvg})] as const,
      ),
    ),
  );
}
