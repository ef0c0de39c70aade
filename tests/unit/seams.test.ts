/**
 * The seam map (src/data/seams.ts): every pair of features is listed once,
 * a pair is n/a in a version exactly when one of its features doesn't exist
 * there, every unsurprising pair gives its reason, and every answered pair
 * points to a section of that version that exists in the build.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {load, type CheerioAPI} from 'cheerio';

import {htmlFileOfRoute, TRAILING_SLASH} from '../../plugins/shared/builtFiles';
import {DOC_VERSIONS, type DocVersionId} from '../../src/data/docVersions';
import {SEAM_FEATURES, SEAMS, type SeamFeature} from '../../src/data/seams';

const buildDir = join(__dirname, '..', '..', 'build');
const features = Object.keys(SEAM_FEATURES) as SeamFeature[];

const pages = new Map<string, CheerioAPI | undefined>();

/** A built page, or undefined when it was not built. */
function builtPage(route: string): CheerioAPI | undefined {
  if (!pages.has(route)) {
    const file = join(buildDir, htmlFileOfRoute(route, TRAILING_SLASH));
    pages.set(
      route,
      existsSync(file) ? load(readFileSync(file, 'utf8')) : undefined,
    );
  }
  return pages.get(route);
}

/** Whether a feature exists in a version. */
function hasFeature(feature: SeamFeature, version: DocVersionId): boolean {
  return version === 'v9' || SEAM_FEATURES[feature].v8;
}

/** The version whose pages live under a route. */
function versionOfRoute(route: string): DocVersionId {
  const prefixed = DOC_VERSIONS.find(
    ({urlBase}) =>
      urlBase !== '' && (route === urlBase || route.startsWith(`${urlBase}/`)),
  );
  return (prefixed ?? DOC_VERSIONS.find(({urlBase}) => urlBase === ''))!.id;
}

describe('seam map', () => {
  it('lists every pair of features once', () => {
    const listed = new Map<string, number>();
    for (const {
      features: [a, b],
    } of SEAMS) {
      assert.notEqual(a, b, `${a} is paired with itself`);
      const key = [a, b].sort().join(' + ');
      listed.set(key, (listed.get(key) ?? 0) + 1);
    }
    const expected: string[] = [];
    for (let i = 0; i < features.length; i += 1) {
      for (let j = i + 1; j < features.length; j += 1) {
        expected.push([features[i], features[j]].sort().join(' + '));
      }
    }
    assert.deepEqual(
      [...listed].filter(([, count]) => count > 1).map(([key]) => key),
      [],
      'pairs listed twice',
    );
    assert.deepEqual(
      expected.filter((key) => !listed.has(key)),
      [],
      'pairs missing',
    );
  });

  it('is n/a in a version exactly when a feature of the pair is missing there', () => {
    for (const {features: pair, answers} of SEAMS) {
      for (const {id} of DOC_VERSIONS) {
        const applies = pair.every((feature) => hasFeature(feature, id));
        assert.equal(
          answers[id] !== undefined,
          applies,
          `${pair.join(' + ')} in ${id}`,
        );
      }
    }
  });

  it('gives a one-line reason for each unsurprising pair', () => {
    for (const {features: pair, answers} of SEAMS) {
      for (const [id, answer] of Object.entries(answers)) {
        if (answer.status !== 'unsurprising') continue;
        assert.match(answer.reason, /^[^\n]*\S[^\n]*$/, `${pair} in ${id}`);
      }
    }
  });

  for (const {features: pair, answers} of SEAMS) {
    for (const [id, answer] of Object.entries(answers)) {
      if (answer.status !== 'answered') continue;
      it(`answers ${pair.join(' + ')} in ${id} at ${answer.at}`, () => {
        const [route, anchor] = answer.at.split('#') as [string, string];
        assert.equal(
          versionOfRoute(route),
          id,
          `${answer.at} is not a ${id} page`,
        );
        const $ = builtPage(route);
        assert.ok($, `${route} was not built`);
        assert.ok(
          $(`[id="${anchor}"]`).length > 0,
          `${route} has no #${anchor}`,
        );
      });
    }
  }
});
