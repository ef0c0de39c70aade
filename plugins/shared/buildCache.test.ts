import assert from 'node:assert/strict';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';

import {buildCache, fileHashes, fileParts, hashOf} from './buildCache';

const scratchRoot = mkdtempSync(join(tmpdir(), 'build-cache-'));
after(() => rmSync(scratchRoot, {recursive: true, force: true}));
const scratch = () => mkdtempSync(join(scratchRoot, 'case-'));

describe('hashOf', () => {
  it('tells parts apart however their text is split', () => {
    assert.notEqual(hashOf(['ab', 'c']), hashOf(['a', 'bc']));
    assert.notEqual(hashOf(['a', '']), hashOf(['a']));
    assert.equal(hashOf(['a', Buffer.from('b')]), hashOf(['a', 'b']));
    // Delimited by bytes: text and its UTF-8 bytes are the same part.
    assert.equal(hashOf([Buffer.from('é'), 'x']), hashOf(['é', 'x']));
  });
});

describe('fileParts', () => {
  it('reads folders recursively, in a stable order, with each file named', async () => {
    const site = scratch();
    mkdirSync(join(site, 'examples/nested'), {recursive: true});
    writeFileSync(join(site, 'examples/b.tsx'), 'b');
    writeFileSync(join(site, 'examples/nested/a.tsx'), 'a');
    writeFileSync(join(site, 'package.json'), '{}');
    const parts = await fileParts(site, ['examples', 'package.json']);
    assert.deepEqual(parts.map(String), [
      'examples/b.tsx',
      'b',
      'examples/nested/a.tsx',
      'a',
      'package.json',
      '{}',
    ]);
  });

  it('changes when a file is renamed, even with the same content', async () => {
    const site = scratch();
    mkdirSync(join(site, 'examples'));
    writeFileSync(join(site, 'examples/a.tsx'), 'same');
    const before = hashOf(await fileParts(site, ['examples']));
    mkdirSync(join(site, 'examples/moved'));
    writeFileSync(join(site, 'examples/moved/a.tsx'), 'same');
    assert.notEqual(hashOf(await fileParts(site, ['examples'])), before);
  });

  it('counts a missing path as empty, so creating it changes the key', async () => {
    const site = scratch();
    const before = hashOf(await fileParts(site, ['patches']));
    mkdirSync(join(site, 'patches'));
    writeFileSync(join(site, 'patches/x.patch'), 'diff');
    assert.notEqual(hashOf(await fileParts(site, ['patches'])), before);
  });
});

describe('fileHashes', () => {
  it('records files by site path, and tells an edited one apart', async () => {
    const site = scratch();
    mkdirSync(join(site, 'docs/api'), {recursive: true});
    const file = join(site, 'docs/api/index.md');
    writeFileSync(file, '# API');
    const written = await fileHashes(site, [file]);
    assert.deepEqual(Object.keys(written), ['docs/api/index.md']);
    assert.deepEqual(await fileHashes(site, [file]), written);
    writeFileSync(file, '# API, edited');
    assert.notDeepEqual(await fileHashes(site, [file]), written);
  });
});

describe('buildCache', () => {
  it('computes a key once, then answers from disk, across instances', async () => {
    const dir = join(scratch(), 'nested', 'cache');
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return Buffer.from('result');
    };
    assert.equal(String(await buildCache(dir).through('k', compute)), 'result');
    assert.equal(String(await buildCache(dir).through('k', compute)), 'result');
    assert.equal(computed, 1);
    await buildCache(dir).through('other', compute);
    assert.equal(computed, 2);
  });

  it('has nothing for an unknown key, and leaves no partial file behind', async () => {
    const dir = scratch();
    const cache = buildCache(dir);
    assert.equal(await cache.read('missing'), undefined);
    await cache.write('k', 'data');
    assert.equal(String(await cache.read('k')), 'data');
    assert.deepEqual(readdirSync(dir), ['k']);
  });
});
