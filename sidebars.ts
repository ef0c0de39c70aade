import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {readSiteEnv} from './config/siteEnv';
import apiSidebars from './sidebars-api';

const sidebars: SidebarsConfig = {
  docs: [
    {type: 'doc', id: 'index', label: 'Introduction'},
    {type: 'doc', id: 'start', label: 'Getting started'},
    {
      type: 'category',
      label: 'Using DayPicker',
      collapsed: false,
      items: [
        'docs/anatomy',
        'docs/selection-modes',
        'docs/navigation',
        'docs/customization',
        'docs/localization',
        'docs/translation',
        'docs/time-zone',
        'docs/styling',
      ],
    },
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: [
        'guides/accessibility',
        'guides/input-fields',
        'guides/timepicker',
        'guides/custom-components',
        'guides/custom-modifiers',
        'guides/custom-selections',
      ],
    },
    {
      type: 'category',
      label: 'Recipes',
      collapsed: false,
      items: [
        'recipes/forms',
        'recipes/typescript',
        'recipes/server-rendering',
        'recipes/testing',
        'recipes/layout',
        'recipes/month-picker',
        'recipes/shadcn-calendar',
      ],
    },
    'troubleshooting',
    'upgrading',
    'changelog',
    {
      type: 'category',
      label: 'Development',
      collapsed: true,
      items: ['development/contributing', 'development/code-of-conduct'],
    },
    'license',
  ],
  ...apiSidebars,
};

type Item = Extract<SidebarsConfig[string], unknown[]>[number];

/** The items that link only to `ids`, categories emptied of others left out. */
function only(items: Item[], ids: Set<string>): Item[] {
  return items.flatMap((item): Item[] => {
    if (typeof item === 'string') {
      return ids.has(item) ? [item] : [];
    }
    if (item.type === 'doc') {
      return ids.has(item.id) ? [item] : [];
    }
    if (item.type === 'category') {
      const kept = only(item.items as Item[], ids);
      return kept.length > 0 ? [{...item, items: kept}] : [];
    }
    return [item];
  });
}

// A small build (DOCS_ONLY) has only the listed pages, and no API reference.
const {docsOnly} = readSiteEnv();

export default docsOnly
  ? {
      docs: only(
        sidebars.docs as Item[],
        new Set(docsOnly.map((page) => page.replace(/\.mdx?$/, ''))),
      ),
    }
  : sidebars;
