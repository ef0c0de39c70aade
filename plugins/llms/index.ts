import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join, relative} from 'node:path';

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

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {propUsage} from '../remark-prop/propUsage';
import {
  buildCache,
  buildCacheDir,
  fileParts,
  hashOf,
} from '../shared/buildCache';
import {typedocModelFile} from '../typedoc/model';
import {llmsFullTxt, llmsTxt, type LlmsLink} from './llmsTxt';
import {mdxToMarkdown, plainTitle} from './mdxToMarkdown';
import {
  javascriptTwinPath,
  markdownTwinPath,
  type LlmsGlobalData,
} from '../../src/data/pagePaths';
import {
  checkCardAssets,
  type CardPage,
  socialCardFiles,
  type SocialCardOptions,
} from '../social-cards';
import {versionSections, type SidebarLabels, type SitePage} from './sitePages';

export interface Options {
  /** Label of each sidebar: names the llms.txt section of its uncategorised pages and the cards. */
  sidebarLabels: SidebarLabels;
  /** Sidebars whose pages go to llms.txt's Optional section (the API reference). */
  optionalSidebars: string[];
  /** Doc ids that go to the Optional section too (the changelog). */
  optionalDocIds: string[];
  /** The social cards' font and logo (plugins/social-cards). */
  cards: Omit<SocialCardOptions, 'sidebarLabels'>;
}

interface Twin {
  page: SitePage;
  title: string;
  url: string;
  markdown: string;
  /** The same page with its examples in JavaScript, if it has examples. */
  javascriptMarkdown?: string;
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

/**
 * Writes what readers paste into AI assistants and share in chat, for
 * every docs version: a Markdown twin of each page at its URL plus `.md`,
 * llms.txt and llms-full.txt at the version's root, and the Open Graph
 * cards of the same pages (plugins/social-cards).
 */
function llmsPlugin(context: LoadContext, options: Options): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  const cardOptions = {...options.cards, sidebarLabels: options.sidebarLabels};
  checkCardAssets(cardOptions);
  const siteUrl = new URL(baseUrl, siteConfig.url).href;
  const absolute = (path: string) =>
    new URL(path.slice(baseUrl.length), siteUrl).href;

  const twinCache = buildCache(buildCacheDir(siteDir, 'markdown-twins'));

  /**
   * What every twin depends on besides its page's own source: the
   * converter's code and what it reads (the installed packages, TypeDoc's
   * models, the examples, Prettier's options), the URL of every page it may
   * link to, and which pages use which props (the DayPicker page lists them).
   */
  async function converterKey(permalinks: Map<string, string>) {
    return hashOf([
      siteDir,
      siteUrl,
      JSON.stringify([...permalinks]),
      JSON.stringify(
        await Promise.all(
          DOC_VERSIONS.map((version) => propUsage(siteDir, version)),
        ),
      ),
      ...(await fileParts(siteDir, [
        'plugins',
        'src/data',
        'package.json',
        'package-lock.json',
        'patches',
        '.prettierrc.json',
        ...DOC_VERSIONS.flatMap((version) => [
          version.examplesDir,
          relative(siteDir, typedocModelFile(siteDir, version)),
        ]),
      ])),
    ]);
  }

  async function convertPage(
    source: string,
    filePath: string,
    title: string,
    pageUrl: string,
    permalinkOfFile: (path: string) => string | undefined,
  ): Promise<Pick<Twin, 'markdown' | 'javascriptMarkdown'>> {
    const convert = (exampleLanguage: 'ts' | 'js') =>
      mdxToMarkdown(source, {
        filePath,
        title,
        pageUrl,
        siteUrl,
        siteDir,
        permalinkOfFile,
        exampleLanguage,
      });
    const markdown = await convert('ts');
    // Only a page with examples reads differently in JavaScript.
    const javascriptMarkdown = source.includes('<Example')
      ? await convert('js')
      : undefined;
    return {
      markdown,
      javascriptMarkdown:
        javascriptMarkdown === markdown ? undefined : javascriptMarkdown,
    };
  }

  async function versionTwins(
    version: LoadedVersion,
    permalinks: Map<string, string>,
    converter: string,
  ) {
    const twins: Twin[] = [];
    for (const section of versionSections(version, options.sidebarLabels)) {
      for (const page of section.pages) {
        const filePath = join(siteDir, page.doc.source.replace(/^@site\//, ''));
        const title = plainTitle(page.doc.title);
        const pageUrl = absolute(page.doc.permalink);
        const source = await readFile(filePath, 'utf8');
        const key = hashOf([converter, filePath, title, pageUrl, source]);
        const converted = await twinCache.through(key, async () =>
          Buffer.from(
            JSON.stringify(
              await convertPage(source, filePath, title, pageUrl, (path) =>
                permalinks.get(path),
              ),
            ),
          ),
        );
        twins.push({
          page,
          title,
          url: absolute(markdownTwinPath(page.doc.permalink)),
          ...(JSON.parse(String(converted)) as Pick<
            Twin,
            'markdown' | 'javascriptMarkdown'
          >),
        });
      }
    }
    return twins;
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
    const converter = await converterKey(permalinks);
    const files = new Map<string, string | Buffer>();
    const cardPages: CardPage[] = [];
    for (const version of loadedVersions) {
      const twins = await versionTwins(version, permalinks, converter);
      const root = version.path.replace(/\/?$/, '/');
      const others = loadedVersions.filter((other) => other !== version);
      for (const twin of twins) {
        files.set(markdownTwinPath(twin.page.doc.permalink), twin.markdown);
        if (twin.javascriptMarkdown !== undefined) {
          files.set(
            javascriptTwinPath(twin.page.doc.permalink),
            twin.javascriptMarkdown,
          );
          javascriptTwins.push(twin.page.doc.permalink);
        }
        cardPages.push({page: twin.page, title: twin.title, version});
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
    const cards = await socialCardFiles(cardPages, cardOptions, {
      title: siteConfig.title,
      url: siteConfig.url,
      baseUrl,
    });
    return new Map([...files, ...cards]);
  }

  let prepared: Map<string, string | Buffer> | undefined;
  const javascriptTwins: string[] = [];

  return {
    name: 'llms',
    // Prepared before bundling, written after: in postBuild the work shares
    // the main thread with the sitemap plugin's git calls, which made it
    // several times slower on this 2-core machine. The dev server skips
    // it, as it writes no files.
    async allContentLoaded({allContent, actions}) {
      if (process.env.NODE_ENV !== 'production') {
        // No twins in development: pages link to the TypeScript one.
        actions.setGlobalData({javascriptTwins: []} satisfies LlmsGlobalData);
        return;
      }
      const started = performance.now();
      javascriptTwins.length = 0;
      prepared = await siteFiles(docsContent(allContent).loadedVersions);
      actions.setGlobalData({javascriptTwins} satisfies LlmsGlobalData);
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
