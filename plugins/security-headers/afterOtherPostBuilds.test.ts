import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  afterOtherPostBuilds,
  type PostBuildPlugin,
} from './afterOtherPostBuilds';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  it('resolves after every other postBuild, slow ones included', async () => {
    const done: string[] = [];
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
          await later(30);
          done.push('redirects');
        },
      },
      {
        name: 'failing',
        async postBuild() {
          await later(10);
          done.push('failing');
          throw new Error('its own failure');
        },
      },
    ];
    await assert.rejects(runPostBuilds(plugins), /its own failure/);
    await later(50);
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
