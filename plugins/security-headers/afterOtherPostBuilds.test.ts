import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  afterOtherPostBuilds,
  type PostBuildPlugin,
} from './afterOtherPostBuilds';

/** A promise and the function that resolves it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return {promise, resolve};
}

/**
 * How Docusaurus 3.8.1 starts the postBuild hooks
 * (executePluginsPostBuild in @docusaurus/core/lib/commands/build/buildLocale.js):
 * all at once, in list order, reading each hook when it reaches it.
 */
function runPostBuilds(plugins: PostBuildPlugin[]): Promise<unknown> {
  return Promise.all(
    plugins.map(async (plugin) => {
      if (!plugin.postBuild) {
        return;
      }
      await plugin.postBuild();
    }),
  );
}

describe('afterOtherPostBuilds', () => {
  it('resolves after every other postBuild, slow and failing ones included', async () => {
    const done: string[] = [];
    const redirectsWritten = deferred();
    const plugins: PostBuildPlugin[] = [
      {
        name: 'first',
        async postBuild() {
          await afterOtherPostBuilds('first', plugins);
          done.push('first');
        },
      },
      {name: 'no hook'},
      {
        name: 'redirects',
        async postBuild() {
          await redirectsWritten.promise;
          done.push('redirects');
        },
      },
      {
        name: 'failing',
        async postBuild() {
          done.push('failing');
          throw new Error('its own failure');
        },
      },
    ];
    const run = runPostBuilds(plugins);
    await assert.rejects(run, /its own failure/);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(done, ['failing']);
    redirectsWritten.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(done, ['failing', 'redirects', 'first']);
  });

  it('refuses to wait when another postBuild started before it', async () => {
    const plugins: PostBuildPlugin[] = [
      {name: 'sitemap', postBuild: async () => undefined},
      {
        name: 'headers',
        postBuild: () => afterOtherPostBuilds('headers', plugins),
      },
    ];
    await assert.rejects(
      runPostBuilds(plugins),
      /headers: its postBuild must be the first to start.*sitemap start before it/,
    );
  });

  it('refuses to wait when the others do not start alongside it', async () => {
    const plugins: PostBuildPlugin[] = [
      {
        name: 'headers',
        postBuild: () => afterOtherPostBuilds('headers', plugins),
      },
      {name: 'redirects', postBuild: async () => undefined},
    ];
    // One hook after the other, as a later Docusaurus might run them.
    await assert.rejects(async () => {
      for (const plugin of plugins) {
        await plugin.postBuild!();
      }
    }, /started 0 of the 1 other postBuild hooks/);
  });
});
