import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

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

export default sidebars;
