// The checked-in crawler configuration must find the hierarchy and text of
// our built pages, as a hosted DocSearch crawler would read them.
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {load} from 'cheerio';

import {readCrawlerConfig} from '../../plugins/search/build/crawlerConfig';
import {htmlFileOfRoute, TRAILING_SLASH} from '../../plugins/shared/builtFiles';

const SITE = join(__dirname, '..', '..');
const PAGES = [
  {path: '/start', lvl0: 'Documentation', lvl1: 'Getting started'},
  {path: '/guides/input-fields', lvl0: 'Guides'},
  {
    path: '/v8/using-daypicker/selection-modes',
    lvl0: 'Using DayPicker',
    lvl1: 'Selection modes',
  },
  {path: '/api/classes/DateLib', lvl1: 'Class: DateLib'},
];

describe('docsearch.config.json selectors on the built pages', () => {
  const config = readCrawlerConfig(SITE);
  for (const {path, lvl0, lvl1} of PAGES) {
    it(path, () => {
      const file = join(SITE, 'build', htmlFileOfRoute(path, TRAILING_SLASH));
      assert.ok(
        existsSync(file),
        `${file} is missing: run "npm run build" first.`,
      );
      const $ = load(readFileSync(file, 'utf8'));
      const {selectors} = config;
      const foundLvl0 = $(selectors.lvl0.selector).last().text().trim();
      assert.ok(foundLvl0, 'lvl0 selector matched nothing');
      if (lvl0) {
        assert.equal(foundLvl0, lvl0);
      }
      const foundLvl1 = $(selectors.lvl1)
        .first()
        .text()
        .replace(/\u200b/g, '')
        .trim();
      assert.ok(foundLvl1, 'lvl1 selector matched nothing');
      if (lvl1) {
        assert.equal(foundLvl1, lvl1);
      }
      assert.ok($(selectors.lvl2).length > 0, 'no lvl2 heading');
      const content = $(selectors.content)
        .toArray()
        .map((element) => $(element).text().trim())
        .filter(Boolean);
      assert.ok(content.length >= 3, `only ${content.length} content elements`);
      assert.equal(
        $('meta[name="docsearch:language"]').attr('content'),
        'en',
        'pages carry the language facet',
      );
      assert.match(
        $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? '',
        /^docs-default-/,
      );
    });
  }
});
