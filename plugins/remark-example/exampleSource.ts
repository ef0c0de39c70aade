import {existsSync, readFileSync} from 'node:fs';
import {dirname, isAbsolute, join, normalize, posix, relative} from 'node:path';

import {DOC_VERSIONS, type DocVersion} from '../../src/data/docVersions';
import {
  versionOfDoc,
  versionOfExample,
  type Registry,
} from '../shared/docVersions';

/** A stylesheet an example imports, shown under its code. */
export interface ExampleStylesheet {
  /** Site-relative path, such as `examples/StylingDarkTheme.module.css`. */
  src: string;
  /** The file's exact text. */
  source: string;
}

/** `./Name.module.css` specifiers an example's code imports. */
export function cssModuleImports(source: string): string[] {
  const specifiers = [
    ...source.matchAll(
      /^\s*import\s+(?:[\w${}\s,*]+\s+from\s+)?['"](\.\/[^'"]+\.module\.css)['"]/gm,
    ),
  ].map((match) => match[1]!);
  return [...new Set(specifiers)];
}

export interface ResolvedExample {
  /** Import specifier for the example's default export. */
  importPath: string;
  /** The file's exact text, shown under the live preview. */
  source: string;
  /** The version the example's folder holds (its stylesheet applies). */
  version: DocVersion['id'];
  /** The CSS modules the example imports, in import order. */
  stylesheets: ExampleStylesheet[];
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
  const source = readFileSync(file, 'utf8').trimEnd();
  const stylesheets = cssModuleImports(source).map((specifier) => {
    const cssSrc = posix.join(posix.dirname(src), specifier);
    const cssFile = join(dirname(file), specifier);
    if (!existsSync(cssFile)) {
      throw new Error(
        `${where}: it imports ${specifier}, which does not exist.`,
      );
    }
    return {src: cssSrc, source: readFileSync(cssFile, 'utf8').trimEnd()};
  });
  return {
    importPath: `@site/${src.replace(/\.tsx$/, '')}`,
    source,
    version: version.id,
    stylesheets,
  };
}
