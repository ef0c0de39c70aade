import {readFileSync, readdirSync} from 'node:fs';
import {basename, join, relative} from 'node:path';

import {DOC_VERSIONS} from '../../src/data/docVersions';

const PAGE = /\.mdx?$/;
const EXAMPLE = /\.tsx$/;

function filesIn(siteDir: string, dir: string, pattern: RegExp): string[] {
  return readdirSync(join(siteDir, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) =>
      relative(siteDir, join(entry.parentPath ?? entry.path, entry.name)),
    );
}

/**
 * The pages (site-relative) whose shown code includes `changed`, a
 * site-relative file of an examples folder: the example itself, or a
 * stylesheet an example imports (its text is shown under the example's).
 */
export function pagesShowing(siteDir: string, changed: string): string[] {
  const version = DOC_VERSIONS.find((v) =>
    changed.startsWith(`${v.examplesDir}/`),
  );
  if (!version) {
    return [];
  }
  const examples = EXAMPLE.test(changed)
    ? [changed]
    : filesIn(siteDir, version.examplesDir, EXAMPLE).filter((example) =>
        readFileSync(join(siteDir, example), 'utf8').includes(
          `./${basename(changed)}`,
        ),
      );
  return filesIn(siteDir, version.docsDir, PAGE).filter((page) => {
    const text = readFileSync(join(siteDir, page), 'utf8');
    return examples.some((example) => text.includes(`src="${example}"`));
  });
}
