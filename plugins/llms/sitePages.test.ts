import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';

import {UNLISTED_SECTION, versionSections} from './sitePages';

const doc = (id: string) =>
  ({id, title: id, permalink: `/${id}`}) as DocMetadata;

const version = {
  docs: [
    'index',
    'start',
    'docs/styling',
    'guides/intro',
    'guides/a11y',
    'changelog',
    'api/index',
    'api/functions/DayPicker',
    'hidden',
  ].map(doc),
  sidebars: {
    docs: [
      {type: 'doc', id: 'index'},
      {type: 'doc', id: 'start'},
      {
        type: 'category',
        label: 'Using DayPicker',
        items: [{type: 'doc', id: 'docs/styling'}],
        collapsed: false,
        collapsible: true,
      },
      {
        type: 'category',
        label: 'Guides',
        link: {type: 'doc', id: 'guides/intro'},
        items: [
          {type: 'doc', id: 'guides/a11y'},
          {type: 'link', href: 'https://example.com', label: 'External'},
          {type: 'doc', id: 'guides/intro'},
        ],
        collapsed: false,
        collapsible: true,
      },
      {type: 'doc', id: 'changelog'},
    ],
    api: [
      {type: 'doc', id: 'api/index'},
      {
        type: 'category',
        label: 'Functions',
        items: [{type: 'doc', id: 'api/functions/DayPicker'}],
        collapsed: true,
        collapsible: true,
      },
    ],
  },
} as unknown as LoadedVersion;

const labels = {docs: 'Documentation', api: 'API reference'};

describe('versionSections', () => {
  it('groups pages by top-level category in sidebar order, uncategorised ones under the sidebar label', () => {
    const sections = versionSections(version, labels).map((s) => [
      s.title,
      s.pages.map((p) => p.doc.id),
    ]);
    assert.deepEqual(sections, [
      ['Documentation', ['index', 'start', 'changelog']],
      ['Using DayPicker', ['docs/styling']],
      ['Guides', ['guides/intro', 'guides/a11y']],
      ['API reference', ['api/index']],
      ['Functions', ['api/functions/DayPicker']],
      [UNLISTED_SECTION, ['hidden']],
    ]);
  });

  it('records each page’s sidebar and section', () => {
    const pages = versionSections(version, labels).flatMap((s) => s.pages);
    const styling = pages.find((p) => p.doc.id === 'docs/styling');
    assert.equal(styling?.sidebar, 'docs');
    assert.equal(styling?.section, 'Using DayPicker');
    assert.equal(pages.find((p) => p.doc.id === 'hidden')?.sidebar, undefined);
  });

  it('fails on a sidebar without a label', () => {
    assert.throws(
      () => versionSections(version, {docs: 'Documentation'}),
      /no label for the sidebar "api"/,
    );
  });
});
