import type {DocVersionId} from '../../data/docVersions';

/**
 * Every package version a sandbox project pins, in one place. DayPicker's
 * own version is not here: each project takes the version its page
 * documents (`documentedVersion` in src/data/docVersions.ts).
 */

/**
 * Versions the site itself installs (package.json), so an opened example
 * runs with what rendered it on the page. tests/unit/sandboxProjects.test.ts
 * fails, naming the package, when one differs from node_modules.
 */
export const SITE_INSTALLED = {
  react: '19.1.1',
  'react-dom': '19.1.1',
  '@types/react': '19.1.12',
  '@types/react-dom': '19.1.9',
  // The site's copy; DayPicker 8.10.1's peer range (^2.28.0 || ^3.0.0)
  // accepts it, and v9 examples are type-checked against it.
  'date-fns': '3.6.0',
  'react-hook-form': '7.92.0',
  typescript: '5.9.3',
} as const;

/**
 * React for DayPicker 8.10.1, whose peer range is React 16.8 to 18
 * (versioned_docs/version-8.10.1/start.mdx says so): the newest 18.x of
 * each package, from `npm view react@18 version` and likewise for the
 * others (the test checks the range accepts them).
 */
export const REACT_18 = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@types/react': '18.3.31',
  '@types/react-dom': '18.3.7',
} as const;

/**
 * The build tool, which the site does not install: `npm view vite version`
 * and `npm view @vitejs/plugin-react version`; the plugin's peer range
 * (`vite: ^8.0.0`) accepts this Vite.
 */
export const VITE = {
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
} as const;

/** React and its types for each docs version's projects. */
export const REACT_FOR: Record<
  DocVersionId,
  Record<'react' | 'react-dom' | '@types/react' | '@types/react-dom', string>
> = {
  v9: {
    react: SITE_INSTALLED.react,
    'react-dom': SITE_INSTALLED['react-dom'],
    '@types/react': SITE_INSTALLED['@types/react'],
    '@types/react-dom': SITE_INSTALLED['@types/react-dom'],
  },
  v8: REACT_18,
};

/**
 * Packages an example may import besides React and DayPicker, with the
 * version a project pins when its code imports them.
 */
export const OPTIONAL_PACKAGES = {
  'date-fns': SITE_INSTALLED['date-fns'],
  'react-hook-form': SITE_INSTALLED['react-hook-form'],
} as const;

/**
 * Peer dependencies of a version's DayPicker that an app must install even
 * when its own code does not import them: DayPicker 8 imports date-fns
 * itself (the test checks these against the installed package's
 * peerDependencies).
 */
export const DAYPICKER_PEERS: Record<
  DocVersionId,
  readonly (keyof typeof OPTIONAL_PACKAGES)[]
> = {
  v9: [],
  v8: ['date-fns'],
};
