/**
 * A sentence that names a documented version as the one whose behaviour it
 * describes ("Both are `44px` in 9.11.0") is only known to hold for that
 * release. tests/fixtures/versionClaims.ts lists every such sentence of the
 * hand-written docs, and the release each version's sentences were checked
 * against. When src/data/docVersions.ts documents another release, this
 * test lists every sentence to re-check. A new sentence naming a documented
 * version fails until it is listed, as a claim or as history ("added in
 * 9.6.3", which stays true).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  DOC_VERSIONS,
  docVersion,
  type DocVersionId,
} from '../../src/data/docVersions';
import {
  CHECKED_AGAINST,
  HISTORICAL_MENTIONS,
  VERSION_CLAIMS,
  type VersionMention,
} from '../fixtures/versionClaims';
import {DOC_LINES, sentenceAt, type DocLine} from '../support/docLines';

const FIXTURE = 'tests/fixtures/versionClaims.ts';
const IDS = DOC_VERSIONS.map((version) => version.id);

type Versions = Readonly<Record<DocVersionId, string>>;

const documented: Versions = Object.fromEntries(
  DOC_VERSIONS.map((version) => [version.id, version.documentedVersion]),
) as Versions;

/** The versions each id's sentences may name now: checked, or already bumped. */
const spellings: readonly Versions[] = [CHECKED_AGAINST, documented];

function pathOf(mention: VersionMention): string {
  return `${docVersion(mention.docs).docsDir}/${mention.file}`;
}

/** A mention's text with `{v9}`-style placeholders filled in. */
function expand(text: string, versions: Versions): string {
  return text.replace(/\{(v\d+)\}/g, (placeholder, id: string) => {
    if (!(IDS as string[]).includes(id)) {
      throw new Error(
        `${FIXTURE}: ${placeholder} in "${text}" is no documented version (${IDS.join(', ')}).`,
      );
    }
    return versions[id as DocVersionId];
  });
}

interface Found {
  readonly line: DocLine;
  readonly start: number;
  readonly end: number;
}

/** Where a listed mention stands in its page, with the versions spelled either way. */
function locate(mention: VersionMention): Found[] {
  const path = pathOf(mention);
  const texts = new Set(
    spellings.map((versions) => expand(mention.text, versions)),
  );
  return DOC_LINES.filter((line) => line.path === path).flatMap((line) =>
    [...texts].flatMap((text) => {
      const found: Found[] = [];
      for (
        let start = line.text.indexOf(text);
        start !== -1;
        start = line.text.indexOf(text, start + 1)
      ) {
        found.push({line, start, end: start + text.length});
      }
      return found;
    }),
  );
}

/** `9.11.0`, or its minor `9.11`, not a part of `9.11.2` or `19.11.0`. */
function versionPattern(versions: readonly string[]): RegExp {
  const forms = [...new Set(versions)].flatMap((version) => {
    const [major, minor] = version.split('.');
    return [version, `${major}.${minor}`];
  });
  const alternatives = forms
    .sort((a, b) => b.length - a.length)
    .map((form) => form.replace(/\./g, '\\.'))
    .join('|');
  return new RegExp(`(?<![\\w.])v?(?:${alternatives})(?!\\w|\\.\\d)`, 'g');
}

function where({line, start, end}: Found): string {
  return `${line.path}:${line.number}: ${sentenceAt(line.text, start, end)}`;
}

/**
 * Mentions the fixture needn't list: a release heading of a changelog, and
 * an install pin in a code block, which tests/unit/snippets.test.ts checks.
 */
function speaksForItself(line: DocLine, start: number): boolean {
  return (
    /^#{2,6} v?\d+\.\d+\.\d+\s*$/.test(line.text) ||
    (line.inCode && line.text[start - 1] === '@')
  );
}

describe(`sentences that name a documented version (${FIXTURE})`, () => {
  it('records the release each version was checked against, for every documented version', () => {
    assert.deepEqual(Object.keys(CHECKED_AGAINST).sort(), [...IDS].sort());
  });

  it('lists mentions that name a version, each once', () => {
    const all = [...VERSION_CLAIMS, ...HISTORICAL_MENTIONS];
    for (const mention of VERSION_CLAIMS) {
      assert.match(
        mention.text,
        /\{v\d+\}/,
        `${pathOf(mention)}: the claim "${mention.text}" names its version without a {vN} placeholder, so it could not follow a bump`,
      );
    }
    for (const mention of HISTORICAL_MENTIONS) {
      assert.doesNotMatch(
        mention.text,
        /\{v\d+\}/,
        `${pathOf(mention)}: "${mention.text}" names a past release, which stays as written: spell it out`,
      );
    }
    const keys = all.map((mention) => `${pathOf(mention)}: ${mention.text}`);
    assert.deepEqual(
      keys.filter((key, i) => keys.indexOf(key) !== i),
      [],
      'listed twice',
    );
  });

  for (const version of DOC_VERSIONS) {
    const {id, documentedVersion, packageName} = version;
    it(`the sentences about ${id} were checked against ${documentedVersion}`, () => {
      const checked = CHECKED_AGAINST[id];
      if (checked === documentedVersion) {
        return;
      }
      const claims = VERSION_CLAIMS.filter((claim) =>
        claim.text.includes(`{${id}}`),
      );
      const listed = claims.map((claim) => {
        const [found] = locate(claim);
        return found ? where(found) : `${pathOf(claim)}: ${claim.text}`;
      });
      assert.fail(
        [
          `src/data/docVersions.ts now documents ${packageName} ${documentedVersion}, but these ${claims.length} sentences describe ${checked}.`,
          `Re-check each against ${documentedVersion}, rewrite what changed and write ${documentedVersion} in it, then set CHECKED_AGAINST.${id} to '${documentedVersion}' in ${FIXTURE}:`,
          ...listed.map((line) => `  ${line}`),
        ].join('\n'),
      );
    });
  }

  it('finds every listed sentence in its page', () => {
    const missing = [...VERSION_CLAIMS, ...HISTORICAL_MENTIONS]
      .filter((mention) => locate(mention).length === 0)
      .map(
        (mention) =>
          `${pathOf(mention)}: "${[...new Set(spellings.map((versions) => expand(mention.text, versions)))].join('" or "')}"`,
      );
    assert.deepEqual(
      missing,
      [],
      `${FIXTURE} lists these, but their pages don't say them. A page that still names the release checked before: write the version of CHECKED_AGAINST in the sentence, once it is re-checked. A sentence reworded: copy its new words into the entry. A sentence that no longer names a version: remove the entry.`,
    );
  });

  it('lists every sentence that names a documented version, as a claim or as history', () => {
    const versions = DOC_VERSIONS.flatMap(({id, documentedVersion}) => [
      documentedVersion,
      CHECKED_AGAINST[id],
    ]);
    const covered = [...VERSION_CLAIMS, ...HISTORICAL_MENTIONS].flatMap(locate);
    const unlisted: string[] = [];
    let mentions = 0;
    for (const line of DOC_LINES) {
      for (const match of line.text.matchAll(versionPattern(versions))) {
        const start = match.index;
        const end = start + match[0].length;
        mentions += 1;
        const listed = covered.some(
          (found) =>
            found.line === line && found.start <= start && end <= found.end,
        );
        if (!listed && !speaksForItself(line, start)) {
          unlisted.push(where({line, start, end}));
        }
      }
    }
    assert.ok(mentions > 0, 'the docs name their versions');
    assert.deepEqual(
      [...new Set(unlisted)],
      [],
      `These sentences name a documented version (${[...new Set(versions)].join(', ')}) but ${FIXTURE} doesn't list them. Add each to VERSION_CLAIMS, with {v9}/{v8} in place of the version, when it says how that release behaves (a bump must re-check it); or to HISTORICAL_MENTIONS when it names the release where something happened, which stays true.`,
    );
  });
});
