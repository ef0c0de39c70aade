import {existsSync, readFileSync} from 'node:fs';
import {isAbsolute, join, normalize, relative, sep} from 'node:path';

import {docVersionOf, type DocsVersion} from '../shared/docVersion';

/** Example folders and the library version each one's files are written for. */
export const EXAMPLE_FOLDERS = {
  examples: 'v9',
  'examples-v8': 'v8',
} as const;

export type ExampleVersion = DocsVersion;

export interface ResolvedExample {
  /** Import specifier for the example's default export. */
  importPath: string;
  /** The file's exact text, shown under the live preview. */
  source: string;
  version: ExampleVersion;
}

/**
 * Validates an `<Example src="…">` reference and reads the file. Every rule
 * throws with the page and the reference named, so a typo fails the build
 * instead of shipping a page with a missing example.
 */
export function resolveExample(
  src: string,
  docPath: string,
  siteDir: string,
): ResolvedExample {
  const where = `<Example src="${src}"> in ${relative(siteDir, docPath)}`;
  if (isAbsolute(src) || normalize(src).startsWith('..')) {
    throw new Error(
      `${where}: src must be a path inside the site, like "examples/Single.tsx".`,
    );
  }
  const [folder] = normalize(src).split(sep);
  const version = EXAMPLE_FOLDERS[folder as keyof typeof EXAMPLE_FOLDERS];
  if (!version) {
    throw new Error(
      `${where}: src must start with ${Object.keys(EXAMPLE_FOLDERS).join('/ or ')}/.`,
    );
  }
  if (!src.endsWith('.tsx')) {
    throw new Error(`${where}: an example is a .tsx file.`);
  }
  const docVersion = docVersionOf(docPath, siteDir);
  if (docVersion !== version) {
    throw new Error(
      `${where}: this page documents ${docVersion}, but ${folder}/ holds ${version} examples.`,
    );
  }
  const file = join(siteDir, src);
  if (!existsSync(file)) {
    throw new Error(`${where}: ${src} does not exist.`);
  }
  return {
    importPath: `@site/${src.replace(/\.tsx$/, '')}`,
    source: readFileSync(file, 'utf8').trimEnd(),
    version,
  };
}
