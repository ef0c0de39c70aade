import {strict as assert} from 'node:assert';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import type {RouteConfig} from '@docusaurus/types';

import {trackedFiles, withoutUntrackedDates} from './skipUntracked';

const siteDir = join(__dirname, '..', '..');

describe('sitemap dates of untracked pages', () => {
  it('lists the files git tracks, and not the generated API reference', () => {
    const tracked = trackedFiles(siteDir);
    assert.ok(tracked?.has('docs/start.mdx'));
    assert.ok(!tracked?.has('docs/api/functions/DayPicker.md'));
    assert.equal(trackedFiles('/'), null);
  });

  it('dates no untracked page, and leaves the others to the stock lookup', () => {
    const route = (path: string, sourceFilePath?: string): RouteConfig => ({
      path,
      component: 'x',
      metadata: sourceFilePath ? {sourceFilePath} : undefined,
    });
    const [parent] = withoutUntrackedDates(
      [
        {
          ...route('/'),
          routes: [
            route('/start', 'docs/start.mdx'),
            route(
              '/api/functions/DayPicker',
              'docs/api/functions/DayPicker.md',
            ),
            route('/search'),
          ],
        },
      ],
      new Set(['docs/start.mdx']),
    );
    assert.deepEqual(
      parent.routes?.map((r) => r.metadata),
      [
        {sourceFilePath: 'docs/start.mdx'},
        {
          sourceFilePath: 'docs/api/functions/DayPicker.md',
          lastUpdatedAt: null,
        },
        undefined,
      ],
    );
  });
});
