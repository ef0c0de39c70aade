/**
 * The places of the site that depend on how a package works inside, not
 * only on its documented API: what to re-check when that package is
 * upgraded. Each has a canary, a test that fails when the behaviour it
 * relies on drifts. tests/unit/packageInternals.test.ts fails when an
 * installed version differs from `checkedWith`, naming the places to
 * re-check, and when a file reaches into a package's internals (a `lib/`
 * path, `theme-common/internal`, `@theme-original`, a `require.resolve` of a
 * theme) without being listed here.
 */
export interface PackageInternal {
  /** Site-relative files that rely on the package's internals. */
  where: readonly string[];
  reliesOn: string;
  /** Site-relative test files that fail when the behaviour drifts. */
  canaries: readonly string[];
  /** What the canaries check, when it is narrower than the whole file. */
  canaryNote?: string;
  packageName: string;
  /** The installed version these places were last checked against. */
  checkedWith: string;
}

export const PACKAGE_INTERNALS: readonly PackageInternal[] = [
  {
    where: ['scripts/lib/routeScripts.ts'],
    reliesOn:
      "What `docusaurus build` writes to `.docusaurus/`: the route tree (`routes.js`, `ComponentCreator(path, hash)` under a default export), each route's chunk names (`routesChunkNames.json`) and the client manifest's chunk files; react-router-config's `matchRoutes`, as the client's preload uses it; the bundler's chunk loader reusing a `<script>` whose `src` is the chunk's URL.",
    canaries: ['scripts/lib/routeScripts.test.ts', 'tests/e2e/routes.spec.ts'],
    canaryNote:
      "the bundle creates no script for a page's route chunks before it hydrates",
    packageName: '@docusaurus/core',
    checkedWith: '3.8.1',
  },
  {
    where: [
      'src/theme/Navbar/MobileSidebar/index.tsx',
      'src/theme/DocSidebar/Mobile/index.tsx',
    ],
    reliesOn:
      'The stock `Navbar/MobileSidebar` and `DocSidebar/Mobile`, wrapped; `useNavbarMobileSidebar` from `theme-common/internal` (its `shown`), which the stock components read their state from.',
    canaries: ['tests/e2e/navbar.spec.ts'],
    canaryNote: 'the sidebar moves into the mobile menu',
    packageName: '@docusaurus/theme-classic',
    checkedWith: '3.8.1',
  },
  {
    where: ['src/theme/Navbar/index.tsx'],
    reliesOn:
      'The stock `Navbar` markup, wrapped: its `nav.navbar` root and the `.navbar__items--right` group that ./parsed.css hides until the marker after it is parsed.',
    canaries: ['tests/e2e/layout-stability.spec.ts'],
    canaryNote: 'nothing moves while the page is parsed',
    packageName: '@docusaurus/theme-classic',
    checkedWith: '3.8.1',
  },
  {
    where: ['src/theme/Loading/index.tsx', 'src/theme/Loading/resumeLoad.ts'],
    reliesOn:
      "The stock `Loading` view, wrapped, as the `loading` of each route's react-loadable (`@docusaurus/react-loadable`): that it mounts after the loadable's `componentDidMount`, and that its `retry` loads again and updates the mounted loadable.",
    canaries: [
      'tests/unit/routeLoading.test.ts',
      'tests/e2e/hash-router.spec.ts',
    ],
    packageName: '@docusaurus/core',
    checkedWith: '3.8.1',
  },
  {
    where: ['plugins/prism-languages/index.ts'],
    reliesOn:
      "Theme-classic's `lib/theme/prism-include-languages`, aliased so Prism's extra languages load with the code block's chunk.",
    canaries: ['tests/e2e/live-islands.spec.ts'],
    canaryNote: 'a code block loads Prism and highlights',
    packageName: '@docusaurus/theme-classic',
    checkedWith: '3.8.1',
  },
  {
    where: ['plugins/search/index.ts'],
    reliesOn:
      "`algoliasearch/lite` aliased for theme-search-algolia's `lib/theme/SearchPage/index.js` only, and that theme's folder for the search bar's stylesheet.",
    canaries: ['tests/e2e/search.spec.ts'],
    packageName: '@docusaurus/theme-search-algolia',
    checkedWith: '3.8.1',
  },
  {
    where: ['plugins/search/client/keepErrorStatus.ts'],
    reliesOn:
      'The order in which the DocSearch modal sets its error and idle status on a failed search.',
    canaries: [
      'plugins/search/client/keepErrorStatus.test.ts',
      'tests/e2e/search.spec.ts',
    ],
    canaryNote: 'Unable to fetch results',
    packageName: '@docsearch/react',
    checkedWith: '3.9.0',
  },
  {
    where: ['src/theme/AnnouncementBar/index.tsx'],
    reliesOn:
      "Theme-classic's inline script: the `data-announcement-bar-initially-dismissed` attribute and the announcement's storage keys.",
    canaries: [
      'tests/e2e/announcement.spec.ts',
      'tests/e2e/resilience.spec.ts',
    ],
    packageName: '@docusaurus/theme-classic',
    checkedWith: '3.8.1',
  },
  {
    where: ['src/clientModules/colorModeGuard.ts'],
    reliesOn:
      "The inline colour-mode script copying the stored `theme` value into `<html data-theme>` unchecked; storage keys through `createStorageSlot`, so they follow the site's storage namespace.",
    canaries: ['tests/e2e/resilience.spec.ts', 'tests/e2e/colour-mode.spec.ts'],
    canaryNote: 'the key is `theme`, as the spec requires',
    packageName: '@docusaurus/theme-classic',
    checkedWith: '3.8.1',
  },
  {
    where: ['tests/support/storageKeys.ts'],
    reliesOn:
      'The storage keys read by the inline scripts of the built home page (the tests plant values under them).',
    // It is its own canary: it throws, naming the key, when the scripts read another.
    canaries: ['tests/support/storageKeys.ts'],
    packageName: '@docusaurus/theme-classic',
    checkedWith: '3.8.1',
  },
  {
    where: [
      'src/theme/CodeBlock/index.tsx',
      'src/theme/CodeBlock/Highlighted.tsx',
      'src/theme/CodeBlock/Plain.tsx',
    ],
    reliesOn:
      "The stock `CodeBlock`, wrapped in a LiveIsland; `parseCodeBlockTitle` from `theme-common/internal`; the stylesheets of `lib/theme/CodeBlock/Layout` and `Content`, which give the plain block shown while Prism loads the live block's height.",
    canaries: ['tests/e2e/live-islands.spec.ts'],
    canaryNote:
      'a link to a section lands on it after a client-side navigation',
    packageName: '@docusaurus/theme-classic',
    checkedWith: '3.8.1',
  },
  {
    where: ['src/theme/DocItem/Content/index.tsx'],
    reliesOn:
      'The stock `DocItem/Content`, wrapped to add the page actions and card.',
    canaries: ['tests/e2e/llms.spec.ts'],
    packageName: '@docusaurus/theme-classic',
    checkedWith: '3.8.1',
  },
  {
    where: ['scripts/lib/chromium.ts'],
    reliesOn:
      "Playwright's own `--disable-features` list, repeated in ours because Chromium keeps only the last such switch; ours adds the address bar's WebUI popups, which headless Chromium builds for every test's window.",
    canaries: ['tests/e2e/browser-flags.spec.ts'],
    packageName: 'playwright-core',
    checkedWith: '1.64.1',
  },
];
