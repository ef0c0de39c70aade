import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';

import {measureBuild} from './pageWeight';

/** A site with one route, whose manifest names `assets/js/main.1.js`. */
function siteWith(builtFiles: Record<string, string>): string {
  const siteDir = mkdtempSync(join(tmpdir(), 'page-weight-'));
  after(() => rmSync(siteDir, {recursive: true, force: true}));
  const generated = join(siteDir, '.docusaurus');
  mkdirSync(generated);
  writeFileSync(
    join(generated, 'routes.js'),
    "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [{path: '/', component: ComponentCreator('/', 'abc'), exact: true}];\n",
  );
  writeFileSync(
    join(generated, 'client-manifest.json'),
    JSON.stringify({
      entrypoints: ['main'],
      origins: {main: ['1']},
      assets: {'1': {js: [{file: 'assets/js/main.1.js'}]}},
    }),
  );
  writeFileSync(join(generated, 'routesChunkNames.json'), '{}');
  for (const [file, text] of Object.entries(builtFiles)) {
    mkdirSync(join(siteDir, 'build', file, '..'), {recursive: true});
    writeFileSync(join(siteDir, 'build', file), text);
  }
  return siteDir;
}

describe('measureBuild', () => {
  it('weighs the files the manifest names', () => {
    const [page] = measureBuild(
      siteWith({'assets/js/main.1.js': 'x'.repeat(10)}),
    );
    assert.equal(page?.route, '/');
    assert.deepEqual(
      page?.global.map(({file, raw}) => [file, raw]),
      [['assets/js/main.1.js', 10]],
    );
  });

  it('says which build to run when build/ is not the one .docusaurus/ describes', () => {
    assert.throws(
      () => measureBuild(siteWith({'assets/js/main.2.js': 'x'})),
      /build\/assets\/js\/main\.1\.js, named by \.docusaurus\/client-manifest\.json, is missing.*Run "npm run build" first/,
    );
  });
});
