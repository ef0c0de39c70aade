/**
 * The lines of the hand-written docs of every documented version, and the
 * sentence around a span of one: what the tests that hold the docs' wording
 * to a list (versionClaims, setClaims) read.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, sep} from 'node:path';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {markdownLines, type MarkdownLine} from './markdownLines';

const siteDir = join(__dirname, '..', '..');

export interface DocLine extends MarkdownLine {
  /** Site-relative path. */
  readonly path: string;
}

/** The hand-written pages of every version; the API reference is generated. */
export const DOC_LINES: readonly DocLine[] = DOC_VERSIONS.flatMap((version) =>
  readdirSync(join(siteDir, version.docsDir), {recursive: true})
    .map(String)
    .filter((file) => /\.mdx?$/.test(file) && file.split(sep)[0] !== 'api')
    .sort()
    .flatMap((file) => {
      const path = `${version.docsDir}/${file.split(sep).join('/')}`;
      return markdownLines(readFileSync(join(siteDir, path), 'utf8')).map(
        (line) => ({...line, path}),
      );
    }),
);

/** The sentence (or table cell) of a line around one span of it. */
export function sentenceAt(text: string, start: number, end: number): string {
  const cells = text.trimStart().startsWith('|');
  const before = text.slice(0, start);
  const from = Math.max(
    ...[...before.matchAll(cells ? /[.!?]\s+|\|\s*/g : /[.!?]\s+/g)].map(
      (match) => match.index + match[0].length,
    ),
    0,
  );
  const after = (cells ? /[.!?](?=\s|$)|\s*\|/ : /[.!?](?=\s|$)/).exec(
    text.slice(end),
  );
  const to = after
    ? end + after.index + after[0].trimEnd().length
    : text.length;
  return text
    .slice(from, to)
    .replace(/\s*\|$/, '')
    .trim();
}
