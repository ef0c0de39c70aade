import type {MultiColumnFooter} from '@docusaurus/theme-common';

import {DISCUSSIONS_URL, DOCS_ISSUES_URL, REPOSITORY_URL} from './siteLinks';

export const footerLinks: MultiColumnFooter['links'] = [
  {
    title: 'Learn',
    items: [
      {label: 'Getting started', to: '/start'},
      {label: 'Selection modes', to: '/docs/selection-modes'},
      {label: 'Playground', to: '/playground'},
      {label: 'API reference', to: '/api'},
    ],
  },
  {
    title: 'Versions',
    items: [
      {label: 'Changelog', to: '/changelog'},
      {label: 'Upgrading to v9', to: '/upgrading'},
      {label: 'DayPicker 8 docs', to: '/v8'},
    ],
  },
  {
    title: 'Community',
    items: [
      {label: 'Discussions', href: DISCUSSIONS_URL},
      {label: 'Report a docs problem', href: DOCS_ISSUES_URL},
      {label: 'Contributing', to: '/development/contributing'},
      {label: 'Code of conduct', to: '/development/code-of-conduct'},
    ],
  },
  {
    title: 'Source',
    items: [
      {label: 'GitHub', href: REPOSITORY_URL},
      {
        label: 'npm package',
        href: 'https://www.npmjs.com/package/react-day-picker',
      },
      {label: 'License', to: '/license'},
    ],
  },
];
