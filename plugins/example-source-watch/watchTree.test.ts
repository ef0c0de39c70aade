import {strict as assert} from 'node:assert';
import {
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, it} from 'node:test';

import {watchTree} from './watchTree';

/** Saves `file` as `sed -i` and atomic-saving editors do: a new file renamed over it. */
function replace(file: string, text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

describe('watchTree', () => {
  let root: string;
  let seen: string[];
  let stop: () => void;
  const errors: Error[] = [];

  /** Resolves once `path` has been reported since the last call; rejects after 2 s. */
  async function reported(path: string): Promise<void> {
    const deadline = Date.now() + 2_000;
    while (!seen.includes(path)) {
      assert.ok(Date.now() < deadline, `${path} was not reported: ${seen}`);
      await new Promise((done) => setTimeout(done, 20));
    }
    seen = [];
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'watch-tree-'));
    writeFileSync(join(root, 'Basic.tsx'), 'one');
    seen = [];
    stop = watchTree(
      root,
      (path) => seen.push(path),
      (error) => errors.push(error),
    );
  });

  afterEach(() => {
    stop();
    rmSync(root, {recursive: true, force: true});
    assert.deepEqual(errors, []);
  });

  it('reports every save of a file, in place or replacing it', async () => {
    const file = join(root, 'Basic.tsx');
    writeFileSync(file, 'two');
    await reported('Basic.tsx');
    for (const text of ['three', 'four', 'five']) {
      replace(file, text);
      await reported('Basic.tsx');
    }
    writeFileSync(file, 'six');
    await reported('Basic.tsx');
  });

  it('reports files in folders, including folders made after it started', async () => {
    mkdirSync(join(root, 'more'));
    await reported('more');
    // The folder's own watch starts when its creation is reported.
    await new Promise((done) => setTimeout(done, 50));
    const file = join(root, 'more', 'Other.tsx');
    writeFileSync(file, 'one');
    await reported(join('more', 'Other.tsx'));
    replace(file, 'two');
    await reported(join('more', 'Other.tsx'));
    replace(file, 'three');
    await reported(join('more', 'Other.tsx'));
  });
});
