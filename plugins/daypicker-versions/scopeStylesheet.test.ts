import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {scopeStylesheet} from './scopeStylesheet';
import {STYLESHEETS} from './index';

const scope = '[data-rdp-version="9"]';

describe('scopeStylesheet', () => {
  it('prefixes every selector with a zero-specificity scope', () => {
    const css = scopeStylesheet(
      '.rdp-day, .rdp-root .rdp-nav { color: red }',
      scope,
    );
    assert.ok(
      css.includes(
        ':where([data-rdp-version="9"]) .rdp-day, :where([data-rdp-version="9"]) .rdp-root .rdp-nav { color: red }',
      ),
      css,
    );
  });

  it('puts the rules in the daypicker layer, after stating the layer order', () => {
    const css = scopeStylesheet('.rdp-day { color: red }', scope);
    assert.ok(
      css.startsWith(
        '@layer example-reset, daypicker, daypicker-theme;\n@layer daypicker {',
      ),
      css,
    );
  });

  it('leaves keyframe steps alone', () => {
    const css = scopeStylesheet(
      '@keyframes fade { from { opacity: 0 } to { opacity: 1 } }',
      scope,
    );
    assert.match(css, /from \{ opacity: 0 \}/);
    assert.doesNotMatch(css, /:where\([^)]*\) from/);
  });

  it('scopes every rule of both shipped stylesheets', () => {
    for (const {file} of STYLESHEETS) {
      const css = scopeStylesheet(
        readFileSync(join(__dirname, '..', '..', 'node_modules', file), 'utf8'),
        scope,
      );
      const unscoped = css
        .replace(/@keyframes[^{]+\{(?:[^{}]*\{[^}]*\})*[^}]*\}/g, '')
        .replace(/^@layer[^{]*\{/gm, '')
        .split('}')
        .map((block) => block.split('{')[0].trim())
        .filter((selector) => selector.startsWith('.rdp'));
      assert.deepEqual(unscoped, [], file);
    }
  });
});
