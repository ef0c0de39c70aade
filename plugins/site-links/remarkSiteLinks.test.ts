import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';

import type {Link, Paragraph, Root} from 'mdast';

import {CURRENT_VERSION} from '../../src/data/docVersions';
import {remarkSiteLinks} from '.';

const siteDir = mkdtempSync(join(tmpdir(), 'site-links-'));
after(() => rmSync(siteDir, {recursive: true, force: true}));
mkdirSync(join(siteDir, 'docs', 'docs'), {recursive: true});
writeFileSync(
  join(siteDir, 'docs', 'docs', 'navigation.mdx'),
  '---\ntitle: Navigation\n---\n\n## Animate\n\nText.\n',
);

const transform = remarkSiteLinks({
  siteDir,
  siteUrl: 'https://daypicker.dev',
  registry: [CURRENT_VERSION],
  redirects: {
    '/localization/setting-time-zone#noonsafe': '/docs/navigation#animate',
    '/selections/gone': '/docs/nowhere',
  },
});

function treeWith(url: string, label = url): Root {
  return {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'link', url, children: [{type: 'text', value: label}]},
        ],
      },
    ],
  };
}

const linkOf = (tree: Root) =>
  (tree.children[0] as Paragraph).children[0] as Link;

test('a link to the site becomes a link to its page, labelled with title and section', async () => {
  const tree = treeWith('https://daypicker.dev/docs/navigation#animate');
  await transform(tree, {path: join(siteDir, 'docs', 'api', 'X.md')});
  assert.equal(linkOf(tree).url, '/docs/navigation#animate');
  assert.deepEqual(linkOf(tree).children, [
    {type: 'text', value: 'Navigation › Animate'},
  ]);
});

test('a written label is kept', async () => {
  const tree = treeWith('https://daypicker.dev/docs/navigation', 'the guide');
  await transform(tree, {});
  assert.equal(linkOf(tree).url, '/docs/navigation');
  assert.deepEqual(linkOf(tree).children, [{type: 'text', value: 'the guide'}]);
});

test('a missing page or anchor fails, naming the link', async () => {
  await assert.rejects(
    transform(treeWith('https://daypicker.dev/docs/nowhere'), {}),
    /links to https:\/\/daypicker\.dev\/docs\/nowhere, but the site has no page \/docs\/nowhere\. Point it at a page of this site with a line in plugins\/site-links\/redirects\.ts/,
  );
  await assert.rejects(
    transform(treeWith('https://daypicker.dev/docs/navigation#gone'), {}),
    /no section #gone on \/docs\/navigation/,
  );
});

test('a link listed in the redirects goes to its page on this site', async () => {
  const tree = treeWith(
    'https://daypicker.dev/localization/setting-time-zone#noonsafe',
  );
  await transform(tree, {});
  assert.equal(linkOf(tree).url, '/docs/navigation#animate');
  assert.deepEqual(linkOf(tree).children, [
    {type: 'text', value: 'Navigation › Animate'},
  ]);
});

test('a redirect to a page the site lacks fails, naming the redirect', async () => {
  await assert.rejects(
    transform(treeWith('https://daypicker.dev/selections/gone'), {}),
    /\(\/docs\/nowhere in plugins\/site-links\/redirects\.ts\), but the site has no page \/docs\/nowhere/,
  );
});

test('links to other sites stay as they are', async () => {
  const tree = treeWith('https://date-fns.org/docs/format');
  await transform(tree, {});
  assert.equal(linkOf(tree).url, 'https://date-fns.org/docs/format');
});
