import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';

import logger from '@docusaurus/logger';
import type {
  LoadedContent,
  LoadedVersion,
} from '@docusaurus/plugin-content-docs';
import type {
  AllContent,
  LoadContext,
  Plugin,
  PluginModule,
} from '@docusaurus/types';

import {llmsFullTxt, llmsTxt, type LlmsLink} from './llmsTxt';
import {mdxToMarkdown, plainTitle} from './mdxToMarkdown';
import {
  apiKindOf,
  markdownTwinPath,
  socialCardPath,
} from '../../src/data/pagePaths';
import {versionSections, type SidebarLabels, type SitePage} from './sitePages';
import {renderCard, type CardContent} from './socialCard';

export interface Options {
  /** Label of each sidebar: names the llms.txt section of its uncategorised pages and the cards. */
  sidebarLabels: SidebarLabels;
  /** Sidebars whose pages go to llms.txt's Optional section (the API reference). */
  optionalSidebars: string[];
  /** Doc ids that go to the Optional section too (the changelog). */
  optionalDocIds: string[];
  /** Font the cards are set in (TTF/OTF/WOFF). */
  fontFile: string;
  /** SVG logo shown on the cards. */
  logoFile: string;
}

interface Twin {
  page: SitePage;
  title: string;
  url: string;
  markdown: string;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

function docsContent(allContent: AllContent): LoadedContent {
  const content = allContent[DOCS_PLUGIN]?.default;
  if (!content) {
    throw new Error(
      'The llms plugin needs the default docs plugin (@docusaurus/plugin-content-docs).',
    );
  }
  return content as LoadedContent;
}

/** The same content, as postBuild sees it (when the conversion did not run earlier). */
function docsFromPlugins(
  plugins: {name: string; options: {id?: string}; content: unknown}[],
) {
  const docs = plugins.find(
    (p) => p.name === DOCS_PLUGIN && (p.options.id ?? 'default') === 'default',
  );
  return docsContent(docs ? {[DOCS_PLUGIN]: {default: docs.content}} : {});
}

/** `type-aliases` → `Type aliases` */
const kindTitle = (kind: string) =>
  kind[0].toUpperCase() + kind.slice(1).replace(/-/g, ' ');

/**
 * Writes what readers paste into AI assistants and share in chat, for
 * every docs version: a Markdown twin of each page at its URL plus `.md`,
 * llms.txt and llms-full.txt at the version's root, and an Open Graph
 * card per page (one per kind for API symbol pages), which the DocItem
 * wrapper in src/theme references.
 */
function llmsPlugin(context: LoadContext, options: Options): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  for (const [option, file] of [
    ['fontFile', options.fontFile],
    ['logoFile', options.logoFile],
  ]) {
    if (!existsSync(file)) {
      throw new Error(`The llms plugin's ${option} does not exist: ${file}`);
    }
  }
  const siteUrl = new URL(baseUrl, siteConfig.url).href;
  const absolute = (path: string) =>
    new URL(path.slice(baseUrl.length), siteUrl).href;

  async function versionTwins(
    version: LoadedVersion,
    permalinkOfFile: (path: string) => string | undefined,
  ) {
    const twins: Twin[] = [];
    for (const section of versionSections(version, options.sidebarLabels)) {
      for (const page of section.pages) {
        const filePath = join(siteDir, page.doc.source.replace(/^@site\//, ''));
        const title = plainTitle(page.doc.title);
        const markdown = await mdxToMarkdown(await readFile(filePath, 'utf8'), {
          filePath,
          title,
          pageUrl: absolute(page.doc.permalink),
          siteUrl,
          siteDir,
          permalinkOfFile,
        });
        twins.push({
          page,
          title,
          url: absolute(markdownTwinPath(page.doc.permalink)),
          markdown,
        });
      }
    }
    return twins;
  }

  function cardOf({page, title}: Twin, version: LoadedVersion): CardContent {
    const kind = apiKindOf(page.doc.permalink);
    const footer = `${siteConfig.title} ${version.label} · ${new URL(siteConfig.url).host}`;
    return kind && page.sidebar
      ? {
          title: kindTitle(kind),
          section: options.sidebarLabels[page.sidebar],
          footer,
        }
      : {title, section: page.section, footer};
  }

  function versionLlmsTxt(
    version: LoadedVersion,
    twins: Twin[],
    others: LoadedVersion[],
  ): string {
    const link = ({page, title, url}: Twin): LlmsLink => ({
      title,
      url,
      description: page.doc.description,
    });
    const isOptional = ({page}: Twin) =>
      options.optionalDocIds.includes(page.doc.id) ||
      (page.sidebar !== undefined &&
        options.optionalSidebars.includes(page.sidebar));
    const sectionTitles = [...new Set(twins.map(({page}) => page.section))];
    return llmsTxt({
      name: siteConfig.title,
      summary: `${siteConfig.tagline}. This is the documentation of version ${version.label}.`,
      notes: [
        'Each link below is the Markdown version of a page: the HTML page is at the same URL without `.md` (`index.md` for the home page).',
        `Everything in one file: ${absolute(`${version.path.replace(/\/?$/, '/')}llms-full.txt`)}`,
        ...others.map(
          (other) =>
            `Documentation of version ${other.label}: ${absolute(`${other.path.replace(/\/?$/, '/')}llms.txt`)}`,
        ),
      ],
      sections: sectionTitles.map((title) => ({
        title,
        links: twins
          .filter((twin) => twin.page.section === title && !isOptional(twin))
          .map(link),
      })),
      optional: twins.filter(isOptional).map(link),
    });
  }

  /**
   * Every file the plugin publishes, keyed by URL path: each version's
   * twins, llms.txt and llms-full.txt, and the social cards.
   */
  async function siteFiles(
    loadedVersions: LoadedVersion[],
  ): Promise<Map<string, string | Buffer>> {
    const permalinks = new Map(
      loadedVersions.flatMap((version) =>
        version.docs.map((doc) => [
          join(siteDir, doc.source.replace(/^@site\//, '')),
          doc.permalink,
        ]),
      ),
    );
    const files = new Map<string, string | Buffer>();
    const cards = new Map<string, CardContent>();
    for (const version of loadedVersions) {
      const twins = await versionTwins(version, (path) => permalinks.get(path));
      const root = version.path.replace(/\/?$/, '/');
      const others = loadedVersions.filter((other) => other !== version);
      for (const twin of twins) {
        files.set(markdownTwinPath(twin.page.doc.permalink), twin.markdown);
        cards.set(
          socialCardPath(twin.page.doc.permalink, baseUrl),
          cardOf(twin, version),
        );
      }
      files.set(`${root}llms.txt`, versionLlmsTxt(version, twins, others));
      files.set(
        `${root}llms-full.txt`,
        llmsFullTxt({
          name: `${siteConfig.title} ${version.label}`,
          summary: siteConfig.tagline,
          pages: twins.map(({page, markdown}) => ({
            url: absolute(page.doc.permalink),
            markdown,
          })),
        }),
      );
    }
    const [font, logoSvg] = await Promise.all([
      readFile(options.fontFile),
      readFile(options.logoFile, 'utf8'),
    ]);
    await Promise.all(
      [...cards].map(async ([path, card]) =>
        files.set(path, await renderCard(card, {font, logoSvg})),
      ),
    );
    return files;
  }

  let prepared: Map<string, string | Buffer> | undefined;

  return {
    name: 'llms',
    // Prepared before bundling, written after: in postBuild the work shares
    // the main thread with the sitemap plugin's git calls, which made it
    // several times slower on this 2-core machine. The dev server skips
    // it, as it writes no files.
    async allContentLoaded({allContent}) {
      if (process.env.NODE_ENV !== 'production') {
        return;
      }
      const started = performance.now();
      prepared = await siteFiles(docsContent(allContent).loadedVersions);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info`llms: prepared number=${prepared.size} files (Markdown twins, llms.txt, social cards) in ${seconds} s.`;
    },
    async postBuild({outDir, plugins}) {
      const files =
        prepared ?? (await siteFiles(docsFromPlugins(plugins).loadedVersions));
      await Promise.all(
        [...files].map(async ([path, data]) => {
          const file = join(outDir, path.slice(baseUrl.length));
          await mkdir(dirname(file), {recursive: true});
          await writeFile(file, data);
        }),
      );
    },
  };
}

/** The plugin with its options bound, so the config is type-checked. */
export default function llms(options: Options): PluginModule {
  return (context) => llmsPlugin(context, options);
}
