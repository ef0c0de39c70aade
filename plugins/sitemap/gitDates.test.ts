import {strict as assert} from 'node:assert';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {getFileCommitDate} from '@docusaurus/utils';
import type {RouteConfig} from '@docusaurus/types';

import {
  lastCommitTimes,
  sourceFiles,
  trackedFiles,
  withGitDates,
} from './gitDates';

const siteDir = join(__dirname, '..', '..');

describe('sitemap dates from git', () => {
  it('lists the files git tracks, and not the generated API reference', () => {
    const tracked = trackedFiles(siteDir);
    assert.ok(tracked?.has('docs/start.mdx'));
    assert.ok(!tracked?.has('docs/api/functions/DayPicker.md'));
    assert.equal(trackedFiles('/'), null);
    // Outside a repository no file has a commit.
    assert.deepEqual(lastCommitTimes('/', ['docs/start.mdx']), new Map());
  });

  it("dates every tracked page as Docusaurus' per-file lookup does", async () => {
    const pages = [...trackedFiles(siteDir)!].filter((file) =>
      /^(docs|versioned_docs|src\/pages)\/.*\.mdx?$/.test(file),
    );
    const times = lastCommitTimes(siteDir, pages)!;
    assert.ok(pages.length > 40, `${pages.length} tracked pages`);
    for (const page of pages) {
      const {timestamp} = await getFileCommitDate(join(siteDir, page), {
        age: 'newest',
      });
      assert.equal(times.get(page), timestamp, page);
    }
  });

  it('dates tracked pages from the log, no untracked page, and leaves the rest', () => {
    const route = (path: string, sourceFilePath?: string): RouteConfig => ({
      path,
      component: 'x',
      metadata: sourceFilePath ? {sourceFilePath} : undefined,
    });
    const routes = [
      {
        ...route('/'),
        routes: [
          route('/start', 'docs/start.mdx'),
          route('/new', 'docs/new.mdx'),
          route('/api/functions/DayPicker', 'docs/api/functions/DayPicker.md'),
          route('/search'),
        ],
      },
    ];
    assert.deepEqual(sourceFiles(routes), [
      'docs/start.mdx',
      'docs/new.mdx',
      'docs/api/functions/DayPicker.md',
    ]);
    const [parent] = withGitDates(
      routes,
      new Set(['docs/start.mdx', 'docs/new.mdx']),
      new Map([['docs/start.mdx', 1_700_000_000_000]]),
    );
    assert.deepEqual(
      parent.routes?.map((r) => r.metadata),
      [
        {sourceFilePath: 'docs/start.mdx', lastUpdatedAt: 1_700_000_000_000},
        // Staged but never committed: the stock lookup decides.
        {sourceFilePath: 'docs/new.mdx'},
        {
          sourceFilePath: 'docs/api/functions/DayPicker.md',
          lastUpdatedAt: null,
        },
        undefined,
      ],
    );
  });
});
