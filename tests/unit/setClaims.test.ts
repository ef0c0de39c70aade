/**
 * A sentence about a whole set ("every key", "the calendars", "never") is
 * true only if a test walks the whole set against the package. The words
 * that make such a sentence are listed in SET_WORDS; tests/fixtures/setClaims.ts
 * pairs every sentence of the reviewed pages that uses one with the test
 * that walks its set, or says why it makes no claim about the library. A
 * new such sentence on a reviewed page fails until it is listed; a page is
 * either reviewed or on the list still to review, so a new page fails too.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {docVersion} from '../../src/data/docVersions';
import {
  PAGES_TO_REVIEW,
  REVIEWED_PAGES,
  SET_CLAIMS,
  type SetClaim,
} from '../fixtures/setClaims';
import {DOC_LINES, sentenceAt, type DocLine} from '../support/docLines';

const siteDir = join(__dirname, '..', '..');
const FIXTURE = 'tests/fixtures/setClaims.ts';

/** Words and phrases that make a sentence speak for a whole set. */
const SET_WORDS =
  /\b(?:every|each|all|any|always|never|only|none)\b|\bthe (?:calendars|locales|keyboard)\b|\bthe (?:[`\w-]+ )?keys\b/gi;

function pathOf(claim: Pick<SetClaim, 'docs' | 'file'>): string {
  return `${docVersion(claim.docs).docsDir}/${claim.file}`;
}

interface Found {
  readonly line: DocLine;
  readonly start: number;
  readonly end: number;
}

function locate(claim: SetClaim): Found[] {
  const path = pathOf(claim);
  return DOC_LINES.filter((line) => line.path === path).flatMap((line) => {
    const found: Found[] = [];
    for (
      let start = line.text.indexOf(claim.text);
      start !== -1;
      start = line.text.indexOf(claim.text, start + 1)
    ) {
      found.push({line, start, end: start + claim.text.length});
    }
    return found;
  });
}

const where = ({line, start, end}: Found) =>
  `${line.path}:${line.number}: ${sentenceAt(line.text, start, end)}`;

const reviewed = new Set(REVIEWED_PAGES.map(pathOf));

describe(`sentences about a whole set (${FIXTURE})`, () => {
  it('puts every page either among the reviewed ones or on the list to review, once', () => {
    const listed = [...REVIEWED_PAGES, ...PAGES_TO_REVIEW].map(pathOf);
    const pages = [...new Set(DOC_LINES.map((line) => line.path))];
    assert.deepEqual([...listed].sort(), [...pages].sort());
    assert.equal(new Set(listed).size, listed.length, 'a page is listed twice');
  });

  it('lists sentences of reviewed pages only, each once, and finds each in its page', () => {
    const keys = SET_CLAIMS.map((claim) => `${pathOf(claim)}: ${claim.text}`);
    assert.deepEqual(
      keys.filter((key, i) => keys.indexOf(key) !== i),
      [],
      'listed twice',
    );
    assert.deepEqual(
      SET_CLAIMS.filter((claim) => !reviewed.has(pathOf(claim))).map(pathOf),
      [],
      'sentences of a page not marked as reviewed',
    );
    assert.deepEqual(
      SET_CLAIMS.filter((claim) => locate(claim).length === 0).map(
        (claim) => `${pathOf(claim)}: "${claim.text}"`,
      ),
      [],
      `${FIXTURE} lists these, but their pages don't say them: copy a reworded sentence's new words into its entry, or remove the entry`,
    );
  });

  it('names, for each claim, a test file that has a test of that name', () => {
    const missing = SET_CLAIMS.flatMap(({proof}) => {
      if (!('test' in proof)) return [];
      const file = join(siteDir, proof.test);
      const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
      const quoted = ["'", '"', '`'].some((quote) =>
        source.includes(`${quote}${proof.name}${quote}`),
      );
      return quoted ? [] : [`${proof.test}: ${proof.name}`];
    });
    assert.deepEqual(missing, []);
  });

  it('lists every sentence of the reviewed pages that speaks for a whole set', () => {
    const covered = SET_CLAIMS.flatMap(locate);
    const unlisted: string[] = [];
    for (const line of DOC_LINES) {
      if (line.inCode || !reviewed.has(line.path)) continue;
      for (const match of line.text.matchAll(SET_WORDS)) {
        const start = match.index;
        const end = start + match[0].length;
        const listed = covered.some(
          (found) =>
            found.line === line && found.start <= start && end <= found.end,
        );
        if (!listed) unlisted.push(where({line, start, end}));
      }
    }
    assert.deepEqual(
      [...new Set(unlisted)],
      [],
      `These sentences speak for a whole set but ${FIXTURE} doesn't list them. Add each to SET_CLAIMS with the test that walks its set (write one, or narrow the sentence to what holds), or with why it makes no claim about the library.`,
    );
  });
});
