import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';

import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

import {apiKindOf, socialCardPath} from '../../src/data/pagePaths';
import {buildCache, hashOf} from '../shared/buildCache';
import type {SidebarLabels, SitePage} from '../llms/sitePages';
import {renderCard, type CardContent} from './socialCard';

export interface SocialCardOptions {
  /** Label of each sidebar: the section named on the cards of its API pages. */
  sidebarLabels: SidebarLabels;
  /** Font the cards are set in (TTF/OTF/WOFF). */
  fontFile: string;
  /** SVG logo shown on the cards. */
  logoFile: string;
  /**
   * Folder that keeps rendered cards between builds, each under a hash of
   * everything that shapes it (its text, the font, the logo, the renderer's
   * code and packages): a rebuild renders only the cards whose input changed.
   */
  cacheDir?: string;
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
  const render = (card: CardContent) => renderCard(card, {font, logoSvg});
  const cached = options.cacheDir
    ? await cachedRenderer(options.cacheDir, render, [font, logoSvg])
    : render;
  return new Map(
    await Promise.all(
      [...cards].map(
        async ([path, card]) => [path, await cached(card)] as const,
      ),
    ),
  );
}

/** `render`, answering from `dir` for a card it has rendered before. */
export async function cachedRenderer(
  dir: string,
  render: (card: CardContent) => Promise<Buffer>,
  assets: (Buffer | string)[],
): Promise<(card: CardContent) => Promise<Buffer>> {
  const require = createRequire(__filename);
  const rendererKey = hashOf([
    ...assets,
    await readFile(join(__dirname, 'socialCard.ts')),
    require('satori/package.json').version as string,
    require('@resvg/resvg-js/package.json').version as string,
  ]);
  const cache = buildCache(dir);
  return (card) =>
    cache.through(hashOf([rendererKey, JSON.stringify(card)]), () =>
      render(card),
    );
}
