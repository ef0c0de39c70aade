import {join} from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';

import archivedVersions from './versions.json';
import {accessibleCodeTheme} from './src/config/accessibleCodeTheme';
import {docsRemarkPlugins, SITE_URL} from './config/docsRemarkPlugins';
import {readSiteEnv} from './config/siteEnv';
import {installedVersion} from './config/versions';
import {CURRENT_VERSION, DOC_VERSIONS} from './src/data/docVersions';
import {SECTION_HEADING_LEVELS} from './src/data/headingLevels';
import {
  checkInstalledVersions,
  checkRegistry,
  checkVersionsJson,
  docsPluginVersions,
} from './plugins/shared/docVersions';
import {footerLinks} from './src/config/footerLinks';
import {
  ANNOUNCEMENT,
  DISCUSSIONS_URL,
  REPOSITORY_URL,
  V7_DOCS_URL,
} from './src/config/siteLinks';
import {typedocPlugins} from './plugins/typedoc';
import daypickerVersions from './plugins/daypicker-versions';
import daypickerLocales from './plugins/daypicker-locales';
import exampleEditor from './plugins/example-editor';
import exampleSourceWatch from './plugins/example-source-watch';
import {sitemapItemsWithGitDates} from './plugins/sitemap/gitDates';
import prismLanguages from './plugins/prism-languages';
import search from './plugins/search';
import {algoliaThemeConfig} from './plugins/search/engine/mode';
import llms from './plugins/llms';
import {buildCacheDir} from './plugins/shared/buildCache';
import {TRAILING_SLASH} from './plugins/shared/builtFiles';
import {CARD_FONT_FILE} from './plugins/social-cards/cardFont';

const env = readSiteEnv();
// DOCS_ONLY: a few pages of the current version (config/siteEnv.ts).
const small = env.docsOnly !== null;
const builtVersions = small ? [CURRENT_VERSION] : DOC_VERSIONS;
checkRegistry(DOC_VERSIONS);
checkVersionsJson(DOC_VERSIONS, archivedVersions);
checkInstalledVersions(DOC_VERSIONS, (packageName) =>
  installedVersion(__dirname, packageName),
);

const config: Config = {
  title: 'React DayPicker',
  tagline: 'Customizable date picker component for React',
  url: SITE_URL,
  baseUrl: '/',
  // One form of every URL: `/api`, never `/api/`; pages are `api.html`.
  trailingSlash: TRAILING_SLASH,
  favicon: 'img/favicon.svg',
  organizationName: 'gpbl',
  projectName: 'react-day-picker',
  noIndex: env.noIndex,

  // A small build leaves out pages that others link to.
  onBrokenLinks: small ? 'warn' : 'throw',
  onBrokenMarkdownLinks: small ? 'warn' : 'throw',
  onBrokenAnchors: small ? 'warn' : 'throw',
  onDuplicateRoutes: 'warn',

  future: {
    experimental_faster: true,
    experimental_router: env.router,
    // Each v4 flag by name, not `v4: true`, so a Docusaurus upgrade that
    // adds one (3.10's siteStorageNamespacing renames every storage key the
    // site's guards and tests use) changes nothing until it is turned on here.
    v4: {
      // Required by experimental_faster's SSG workers.
      removeLegacyPostBuildHeadAttribute: true,
      // Puts Infima in a lower cascade layer, so example frames can undo its
      // table styles without out-ranking DayPicker's CSS.
      useCssCascadeLayers: true,
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en-US',
        calendar: 'gregory',
        path: 'en',
      },
    },
  },

  customFields: {
    fontStylesheet: env.fontStylesheet,
  },

  scripts: env.analytics
    ? [
        {
          src: env.analytics.src,
          defer: true,
          'data-domain': env.analytics.domain,
        },
      ]
    : [],

  headTags: [
    ...(env.fontStylesheet
      ? [
          {
            tagName: 'link',
            attributes: {
              rel: 'preconnect',
              href: new URL(env.fontStylesheet).origin,
            },
          },
        ]
      : []),
  ],

  clientModules: [
    './src/clientModules/colorModeGuard.ts',
    './src/clientModules/webFont.ts',
    './src/clientModules/hydratedMark.ts',
    './src/clientModules/wellFormedFragment.ts',
    './src/clientModules/scrollAfterNavigation.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          path: CURRENT_VERSION.docsDir,
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          breadcrumbs: false,
          // Hand-written pages only: the API reference is generated.
          editUrl: env.editUrl
            ? ({versionDocsDirPath, docPath}) =>
                docPath.startsWith('api/')
                  ? undefined
                  : new URL(`${versionDocsDirPath}/${docPath}`, env.editUrl!)
                      .href
            : undefined,
          lastVersion: CURRENT_VERSION.docsPluginVersion,
          versions: docsPluginVersions(DOC_VERSIONS),
          ...(env.docsOnly && {
            include: env.docsOnly,
            onlyIncludeVersions: [CURRENT_VERSION.docsPluginVersion],
          }),
          beforeDefaultRemarkPlugins: docsRemarkPlugins(__dirname),
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          lastmod: 'date',
          createSitemapItems: sitemapItemsWithGitDates(__dirname),
          ignorePatterns: ['/tags/**', '/**/tags/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    daypickerVersions,
    daypickerLocales,
    exampleEditor,
    exampleSourceWatch,
    prismLanguages,
    ...typedocPlugins(DOC_VERSIONS),
    llms({
      sidebarLabels: {docs: 'Documentation', api: 'API reference'},
      optionalSidebars: ['api'],
      optionalDocIds: ['changelog'],
      cards: {
        fontFile: CARD_FONT_FILE,
        logoFile: join(__dirname, 'static/img/logo.svg'),
        cacheDir: buildCacheDir(__dirname, 'social-cards'),
      },
    }),
    // Its target may be left out of a small build.
    ...(small
      ? []
      : [
          [
            '@docusaurus/plugin-client-redirects',
            {
              redirects: [
                {from: '/docs/accessibility', to: '/guides/accessibility'},
              ],
            },
          ] as PluginConfig,
        ]),
    search({
      docsearch: env.docsearch,
      versions: builtVersions.map((version) => version.docsPluginVersion),
    }),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {
        name: 'description',
        content:
          'Documentation for React DayPicker: a customizable, accessible date picker component for React.',
      },
      {name: 'twitter:card', content: 'summary_large_image'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: ANNOUNCEMENT.content,
      backgroundColor: 'var(--announcement-background)',
      textColor: 'var(--announcement-text)',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {
      minHeadingLevel: SECTION_HEADING_LEVELS.min,
      maxHeadingLevel: SECTION_HEADING_LEVELS.max,
    },
    algolia: algoliaThemeConfig(env.docsearch),
    navbar: {
      title: 'React DayPicker',
      hideOnScroll: true,
      logo: {alt: 'DayPicker logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {
          type: 'docsVersionDropdown',
          position: 'left',
          dropdownItemsAfter: [{href: V7_DOCS_URL, label: '7.4.10'}],
        },
        {
          type: 'docSidebar',
          sidebarId: 'docs',
          position: 'left',
          label: 'Documentation',
        },
        {to: '/playground', label: 'Playground', position: 'left'},
        // A small build has no API reference.
        ...(small
          ? []
          : [
              {
                type: 'docSidebar',
                sidebarId: 'api',
                position: 'left' as const,
                label: 'API Reference',
              },
            ]),
        {href: DISCUSSIONS_URL, label: 'Support', position: 'right'},
        {
          href: REPOSITORY_URL,
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'Source code on GitHub',
        },
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: footerLinks,
      copyright: `Documentation © ${new Date().getFullYear()} the DayPicker documentation team. React DayPicker is MIT licensed.`,
    },
    prism: {
      theme: accessibleCodeTheme(prismThemes.github),
      darkTheme: accessibleCodeTheme(prismThemes.dracula),
      additionalLanguages: ['bash', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
