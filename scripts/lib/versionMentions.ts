import {readdirSync, readFileSync} from 'node:fs';
import {join, sep} from 'node:path';

import type {DocVersion} from '../../src/data/docVersions';
import {markdownLines} from './markdownLines';

/** A sentence of a page that names a release. */
export interface VersionMention {
  /** Site-relative path of the page. */
  path: string;
  /** 1-based line. */
  line: number;
  sentence: string;
}

/** `9.11.0`, or its minor `9.11`, not a part of `9.11.2` or `19.11.0`. */
export function versionPattern(version: string): RegExp {
  const [major, minor] = version.split('.');
  const forms = [version, `${major}.${minor}`].map((form) =>
    form.replace(/\./g, '\\.'),
  );
  return new RegExp(`(?<![\\w.])v?(?:${forms.join('|')})(?!\\w|\\.\\d)`, 'g');
}

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

/**
 * The sentences of a page that name `version` (or its minor), each once.
 * A changelog's release heading and an install pin in a code block name it
 * as a fact that stays true, so they are left out.
 */
export function mentionsIn(
  path: string,
  markdown: string,
  version: string,
): VersionMention[] {
  const mentions: VersionMention[] = [];
  for (const {number, text, inCode} of markdownLines(markdown)) {
    if (/^#{2,6} v?\d+\.\d+\.\d+\s*$/.test(text)) {
      continue;
    }
    const sentences = new Set<string>();
    for (const match of text.matchAll(versionPattern(version))) {
      if (inCode && text[match.index - 1] === '@') {
        continue;
      }
      sentences.add(
        sentenceAt(text, match.index, match.index + match[0].length),
      );
    }
    for (const sentence of sentences) {
      mentions.push({path, line: number, sentence});
    }
  }
  return mentions;
}

/** The hand-written pages of a version, site-relative, in order (the API reference is generated). */
export function handWrittenPages(
  siteDir: string,
  version: DocVersion,
): {path: string; text: string}[] {
  return readdirSync(join(siteDir, version.docsDir), {recursive: true})
    .map(String)
    .filter((file) => /\.mdx?$/.test(file) && file.split(sep)[0] !== 'api')
    .sort()
    .map((file) => {
      const path = `${version.docsDir}/${file.split(sep).join('/')}`;
      return {path, text: readFileSync(join(siteDir, path), 'utf8')};
    });
}
