import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {buildPhases} from './buildPhases';

// Lines as Docusaurus 3.8.1 prints them (colours included).
const LOG = [
  '[PERF] Build > en > Load site > Load plugins > Init plugins - 7.34 seconds! - (Heap 90mb -> 390mb / Total 420mb)',
  '[PERF] Build > en > Load site > Load plugins > Load plugins content > Load docs@default - 455.03 ms - (Heap 390mb -> 398mb / Total 427mb)',
  '[PERF] Build > en > Load site > Load plugins > Load plugins content - 455.53 ms - (Heap 390mb -> 398mb / Total 427mb)',
  '\x1b[36m[PERF] Build > en > Load site > Load plugins > allContentLoaded() > allContentLoaded() - llms@default - 10.66 seconds!\x1b[39m - (Heap 398mb -> 362mb / Total 422mb)',
  '[PERF] Build > en > Load site > Load plugins > allContentLoaded() - 10.67 seconds! - (Heap 398mb -> 362mb / Total 422mb)',
  '[PERF] Build > en > Bundling with rspack - 28.88 seconds! - (Heap 363mb -> 326mb / Total 565mb)',
  '[PERF] SSG Worker 1 - Task 1 - Rendering 10 pathnames - 2.61 seconds! - (Heap 52mb -> 82mb / Total 112mb)',
  '[PERF] Build > en > SSG - 19.29 seconds! - (Heap 326mb -> 322mb / Total 564mb)',
  '[PERF] Build > en > postBuild() - 14.76 seconds! - (Heap 323mb -> 831mb / Total 866mb)',
].join('\n');

describe('buildPhases', () => {
  it('reads the main phases and each allContentLoaded, in seconds', () => {
    assert.deepEqual(buildPhases(LOG), [
      {name: 'Load site > Load plugins > Init plugins', seconds: 7.3},
      {name: 'Load site > Load plugins > Load plugins content', seconds: 0.5},
      {name: 'Load site > Load plugins > allContentLoaded()', seconds: 10.7},
      {name: '  allContentLoaded of llms@default', seconds: 10.7},
      {name: 'Bundling with rspack', seconds: 28.9},
      {name: 'SSG', seconds: 19.3},
      {name: 'postBuild()', seconds: 14.8},
    ]);
  });

  it('names the phases a changed log no longer has', () => {
    assert.throws(
      () => buildPhases(LOG.replace(/Bundling with rspack/, 'Bundling')),
      /no Bundling with rspack: Docusaurus changed/,
    );
  });
});
