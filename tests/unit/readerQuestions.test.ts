/**
 * The reader questions (src/data/readerQuestions.ts) triage real threads:
 * each answered question points to a section of the built site, each bug
 * names a published release and its changelog entry, each out-of-scope
 * thread says why, and no thread is triaged two ways.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {load, type CheerioAPI} from 'cheerio';

import {htmlFileOfRoute, TRAILING_SLASH} from '../../plugins/shared/builtFiles';
import {DOC_VERSIONS} from '../../src/data/docVersions';
import {
  isAnswered,
  READER_QUESTIONS,
  type ReaderQuestion,
} from '../../src/data/readerQuestions';
import published from '../../src/data/publishedVersions.json';

const buildDir = join(__dirname, '..', '..', 'build');

/** The floor: the triage covers at least this many threads. */
const MIN_THREADS = 200;

const pages = new Map<string, CheerioAPI | undefined>();

/** A built page, or undefined when it was not built. */
function builtPage(route: string): CheerioAPI | undefined {
  const file = join(buildDir, htmlFileOfRoute(route, TRAILING_SLASH));
  if (!pages.has(route)) {
    pages.set(
      route,
      existsSync(file) ? load(readFileSync(file, 'utf8')) : undefined,
    );
  }
  return pages.get(route);
}

/** The `route#id` of a release's heading on a changelog page of the site. */
function changelogEntry(version: string): string | undefined {
  for (const {urlBase} of DOC_VERSIONS) {
    const route = `${urlBase}/changelog`;
    const $ = builtPage(route);
    assert.ok($, `${route} was not built`);
    const heading = $('h2[id]')
      .filter(
        (_, el) =>
          $(el)
            .text()
            .replace(/\u200b/g, '')
            .trim() === version,
      )
      .first();
    if (heading.length > 0) return `${route}#${heading.attr('id')!}`;
  }
  return undefined;
}

/** How a question triages its threads; a thread must get only one. */
function triageOf(question: ReaderQuestion): string {
  if (isAnswered(question)) return 'answered';
  if (question.bug !== undefined)
    return `a bug fixed in ${question.bug.fixedIn}`;
  return 'out of scope';
}

describe('reader questions', () => {
  it(`triages at least ${MIN_THREADS} distinct threads, each one way`, () => {
    const triages = new Map<string, Set<string>>();
    const questions = new Set<string>();
    for (const question of READER_QUESTIONS) {
      assert.ok(question.question.trim() !== '', 'a question is empty');
      assert.ok(
        !questions.has(question.question),
        `"${question.question}" is listed twice`,
      );
      questions.add(question.question);
      assert.ok(
        question.sources.length > 0,
        `"${question.question}" names no thread`,
      );
      for (const source of question.sources) {
        assert.match(
          source,
          /^(gpbl\/react-day-picker|shadcn-ui\/ui)#\d+$/,
          `"${question.question}": ${source}`,
        );
        const seen = triages.get(source) ?? new Set<string>();
        seen.add(triageOf(question));
        triages.set(source, seen);
      }
    }
    const conflicting = [...triages]
      .filter(([, seen]) => seen.size > 1)
      .map(([source, seen]) => `${source}: ${[...seen].join(' and ')}`);
    assert.deepEqual(conflicting, [], 'threads triaged two ways');
    assert.ok(triages.size >= MIN_THREADS, `${triages.size} distinct threads`);
  });

  for (const question of READER_QUESTIONS.filter(isAnswered)) {
    it(`answers "${question.question}"`, () => {
      const entries = Object.entries(question.answers);
      assert.ok(entries.length > 0, 'no answer');
      for (const [id, url] of entries) {
        const version = DOC_VERSIONS.find((v) => v.id === id);
        assert.ok(version, `unknown version ${id}`);
        const [route, anchor] = url.split('#') as [string, string];
        if (version.urlBase !== '') {
          assert.ok(
            route === version.urlBase ||
              route.startsWith(`${version.urlBase}/`),
            `${url} is not a ${id} page`,
          );
        } else {
          assert.ok(
            !DOC_VERSIONS.some(
              (other) =>
                other.urlBase !== '' &&
                (route === other.urlBase ||
                  route.startsWith(`${other.urlBase}/`)),
            ),
            `${url} is not a ${id} page`,
          );
        }
        const $ = builtPage(route);
        assert.ok($, `${route} was not built`);
        assert.ok(
          $(`[id="${anchor}"]`).length > 0,
          `${route} has no #${anchor}`,
        );
      }
    });
  }

  it('names a published release for each fixed bug, with its changelog entry', () => {
    for (const {question, bug} of READER_QUESTIONS) {
      if (bug === undefined) continue;
      if (bug.fixedIn === null) {
        assert.equal(bug.changelog, undefined, `"${question}"`);
        continue;
      }
      assert.ok(
        bug.fixedIn in published.versions,
        `"${question}": ${bug.fixedIn} is not a published release`,
      );
      assert.equal(
        bug.changelog,
        changelogEntry(bug.fixedIn),
        `"${question}": the changelog entry of ${bug.fixedIn}`,
      );
    }
  });

  it('gives a one-line reason for each out-of-scope question', () => {
    for (const {question, outOfScope} of READER_QUESTIONS) {
      if (outOfScope === undefined) continue;
      assert.match(outOfScope, /^[^\n]*\S[^\n]*$/, `"${question}"`);
    }
  });
});
