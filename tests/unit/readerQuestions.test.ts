/**
 * Every reader question (src/data/readerQuestions.ts) is answered by a
 * section of the built site: the page exists and has the `#anchor`.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {load} from 'cheerio';

import {htmlFileOfRoute, TRAILING_SLASH} from '../../plugins/shared/builtFiles';
import {DOC_VERSIONS} from '../../src/data/docVersions';
import {READER_QUESTIONS} from '../../src/data/readerQuestions';

const buildDir = join(__dirname, '..', '..', 'build');

const idsByFile = new Map<string, Set<string> | undefined>();

/** The element ids of a built page, or undefined when it was not built. */
function idsOf(route: string): Set<string> | undefined {
  const file = join(buildDir, htmlFileOfRoute(route, TRAILING_SLASH));
  if (!idsByFile.has(file)) {
    if (!existsSync(file)) {
      idsByFile.set(file, undefined);
    } else {
      const $ = load(readFileSync(file, 'utf8'));
      idsByFile.set(
        file,
        new Set(
          $('[id]')
            .map((_, el) => $(el).attr('id')!)
            .get(),
        ),
      );
    }
  }
  return idsByFile.get(file);
}

describe('reader questions', () => {
  it('keeps at least 40 distinct questions, each with a source thread', () => {
    assert.ok(
      READER_QUESTIONS.length >= 40,
      `${READER_QUESTIONS.length} questions`,
    );
    const seen = new Set<string>();
    for (const {question, sources} of READER_QUESTIONS) {
      assert.ok(!seen.has(question), `"${question}" is listed twice`);
      seen.add(question);
      assert.ok(sources.length > 0, `"${question}" names no thread`);
      for (const source of sources) {
        assert.match(
          source,
          /^(gpbl\/react-day-picker|shadcn-ui\/ui)#\d+$/,
          `"${question}": ${source}`,
        );
      }
    }
  });

  for (const {question, answers} of READER_QUESTIONS) {
    it(`answers "${question}"`, () => {
      const entries = Object.entries(answers);
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
        const ids = idsOf(route);
        assert.ok(ids, `${route} was not built`);
        assert.ok(ids.has(anchor), `${route} has no #${anchor}`);
      }
    });
  }
});
