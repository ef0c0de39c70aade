import {existsSync, readFileSync} from 'node:fs';
import {isAbsolute, join, normalize, relative} from 'node:path';

import {DOC_VERSIONS, type DocVersion} from '../../src/data/docVersions';
import {
  versionOfDoc,
  versionOfExample,
  type Registry,
} from '../shared/docVersions';

export interface ResolvedExample {
  /** Import specifier for the example's default export. */
  importPath: string;
  /** The file's exact text, shown under the live preview. */
  source: string;
  /** The version the example's folder holds (its stylesheet applies). */
  version: DocVersion['id'];
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
  registry: Registry = DOC_VERSIONS,
): ResolvedExample {
  const where = `<Example src="${src}"> in ${relative(siteDir, docPath)}`;
  if (isAbsolute(src) || normalize(src).startsWith('..')) {
    throw new Error(
      `${where}: src must be a path inside the site, like "examples/Single.tsx".`,
    );
  }
  const version = versionOfExample(registry, src);
  if (!version) {
    throw new Error(
      `${where}: src must start with ${registry.map((v) => v.examplesDir).join('/ or ')}/.`,
    );
  }
  if (!src.endsWith('.tsx')) {
    throw new Error(`${where}: an example is a .tsx file.`);
  }
  const docVersion = versionOfDoc(registry, docPath, siteDir);
  if (docVersion.id !== version.id) {
    throw new Error(
      `${where}: this page documents ${docVersion.id}, but ${version.examplesDir}/ holds ${version.id} examples.`,
    );
  }
  const file = join(siteDir, src);
  if (!existsSync(file)) {
    throw new Error(`${where}: ${src} does not exist.`);
  }
  return {
    importPath: `@site/${src.replace(/\.tsx$/, '')}`,
    source: readFileSync(file, 'utf8').trimEnd(),
    version: version.id,
  };
}
