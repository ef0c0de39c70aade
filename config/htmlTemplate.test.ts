import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import stockTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

import {HTML_TEMPLATE, scriptsAfterFirstPaint} from './htmlTemplate';

describe('page template', () => {
  it('changes only how the scripts load', () => {
    assert.doesNotMatch(HTML_TEMPLATE, /<script src=[^>]*defer/);
    assert.match(HTML_TEMPLATE, /<link rel="preload" as="script"/);
    assert.match(HTML_TEMPLATE, /requestAnimationFrame[\s\S]*<\/body>/);
    // Everything before the scripts is Docusaurus' own.
    const head = stockTemplate.slice(0, stockTemplate.indexOf('<% it.scripts'));
    assert.ok(HTML_TEMPLATE.startsWith(head));
  });

  it('names what to update when the stock template changes shape', () => {
    assert.throws(
      () => scriptsAfterFirstPaint('<html><body></body></html>'),
      /update STOCK_SCRIPTS/,
    );
  });
});
