import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {parseRoutes, routeScripts, withRouteScripts} from './routeScripts';

// The shape Docusaurus 3.8 writes to .docusaurus/routes.js.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/playground',
    component: ComponentCreator('/playground', '859'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'a1b'),
    routes: [
      {
        path: '/start',
        component: ComponentCreator('/start', 'c2d'),
        exact: true
      }
    ]
  }
];
`;

const data = {
  routes: parseRoutes(ROUTES_JS),
  chunkNames: {
    '/playground-859': {__comp: 'p1'},
    '/-a1b': {__comp: 'layout', __context: {plugin: 'plugin'}},
    '/start-c2d': {__comp: 'doc', content: 'start'},
  },
  manifest: {
    origins: {
      p1: ['10'],
      layout: ['20', '21'],
      plugin: ['22'],
      doc: ['21', '30'],
      start: ['31'],
    },
    assets: Object.fromEntries(
      ['10', '20', '21', '22', '30', '31'].map((id) => [
        id,
        {js: [{publicPath: `/assets/js/${id}.js`}]},
      ]),
    ),
  },
};

describe('routeScripts', () => {
  it('lists the chunks of every route matching the path, parents first, each once', () => {
    assert.deepEqual(routeScripts(data, '/start'), [
      '/assets/js/20.js',
      '/assets/js/21.js',
      '/assets/js/22.js',
      '/assets/js/30.js',
      '/assets/js/31.js',
    ]);
    assert.deepEqual(routeScripts(data, '/playground'), ['/assets/js/10.js']);
  });

  it('fails, naming the file, when routes.js changes shape', () => {
    assert.throws(
      () => parseRoutes('export const routes = [];'),
      /routes\.js no longer has the shape/,
    );
  });
});

describe('withRouteScripts', () => {
  const page =
    '<head><script src=/assets/js/runtime~main.1a.js defer></script><script src=/assets/js/main.2b.js defer></script><body>';

  it('adds the scripts after the main bundle, deferred, in order', () => {
    assert.equal(
      withRouteScripts(page, ['/assets/js/20.js', '/assets/js/21.js']),
      '<head><script src=/assets/js/runtime~main.1a.js defer></script><script src=/assets/js/main.2b.js defer></script><script src="/assets/js/20.js" defer></script><script src="/assets/js/21.js" defer></script><body>',
    );
  });

  it('leaves a page without the main bundle (a redirect page) as it is', () => {
    const redirect = '<script>location.href="/x"</script>';
    assert.equal(withRouteScripts(redirect, ['/assets/js/20.js']), redirect);
  });
});
