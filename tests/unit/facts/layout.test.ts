/**
 * What docs/recipes/layout.mdx says about whole sets, walked against
 * DayPicker 9's stylesheet and markup and the page's CSS module: the rules
 * that size the months and the days, and every rule of the module against
 * every rule of the stylesheet it overrides.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import postcss, {type Rule} from 'postcss';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker} from 'react-day-picker';

const siteDir = join(__dirname, '..', '..', '..');

function rulesOf(path: string): Rule[] {
  const rules: Rule[] = [];
  postcss.parse(readFileSync(path, 'utf8')).walkRules((rule) => {
    rules.push(rule);
  });
  return rules;
}

const stylesheet = rulesOf(
  join(siteDir, 'node_modules', 'react-day-picker', 'src', 'style.css'),
);
const fillModule = rulesOf(
  join(siteDir, 'examples', 'LayoutFillContainer.module.css'),
);

/** The declarations of every rule with exactly this selector. */
function declarations(selector: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const rule of stylesheet.filter((r) => r.selectors.includes(selector))) {
    rule.walkDecls((decl) => {
      found.set(decl.prop, decl.value);
    });
  }
  return found;
}

/** Classes, attributes and pseudo-classes, then elements: enough for these selectors. */
function specificity(selector: string): [number, number] {
  const classes =
    selector.match(/\.[\w-]+|\[[^\]]+\]|(?<!:):(?!:)[\w-]+/g) ?? [];
  const elements =
    selector
      .replace(/\[[^\]]+\]|\([^)]*\)/g, '')
      .match(/(?:^|[\s>+~])[a-z]+/g) ?? [];
  return [classes.length, elements.length];
}

/** The DayPicker class of the element a selector styles, from its last compound. */
const target = (selector: string) =>
  /\.(rdp-[\w-]+)[^\s.]*$/.exec(
    selector
      .trim()
      .split(/[\s>+~]+/)
      .pop() ?? '',
  )?.[1];

describe('layout.mdx: the rules that size the calendar, and the rules that override them', () => {
  it('each month is a table; the months box fits its content and wraps; the grid has no width; day cells and buttons take their width from their variables, 44px and 42px', () => {
    const html = renderToStaticMarkup(
      createElement(DayPicker, {numberOfMonths: 3, month: new Date(2026, 0)}),
    );
    assert.equal([...html.matchAll(/<table role="grid"/g)].length, 3);
    const months = declarations('.rdp-months');
    assert.equal(months.get('max-width'), 'fit-content');
    assert.equal(months.get('flex-wrap'), 'wrap');
    assert.ok(
      stylesheet
        .filter((rule) =>
          rule.selectors.some((s) => target(s) === 'rdp-month_grid'),
        )
        .every((rule) => {
          let width = false;
          rule.walkDecls(/^(?:min-|max-)?width$/, () => {
            width = true;
          });
          return !width;
        }),
      'a rule gives the grid a width',
    );
    assert.equal(declarations('.rdp-day').get('width'), 'var(--rdp-day-width)');
    assert.equal(
      declarations('.rdp-day').get('height'),
      'var(--rdp-day-height)',
    );
    const button = declarations('.rdp-day_button');
    assert.equal(button.get('width'), 'var(--rdp-day_button-width)');
    assert.equal(button.get('height'), 'var(--rdp-day_button-height)');
    const root = declarations('.rdp-root');
    assert.equal(root.get('--rdp-day-width'), '44px');
    assert.equal(root.get('--rdp-day-height'), '44px');
    assert.equal(root.get('--rdp-day_button-width'), '42px');
    assert.equal(root.get('--rdp-day_button-height'), '42px');
    for (const [, cell] of html.matchAll(/<td([^>]*data-day=[^>]*)>/g)) {
      assert.match(cell, /class="rdp-day[ "]/);
    }
  });

  it('every rule of the module that targets a DayPicker element has two classes, more than every stylesheet rule that sets the same property on that element', () => {
    const overriding = fillModule.filter((rule) =>
      rule.selector.includes(':global('),
    );
    assert.equal(overriding.length, 4);
    let compared = 0;
    for (const rule of overriding) {
      const selector = rule.selector.replace(/:global\(([^)]+)\)/g, '$1');
      const mine = specificity(selector);
      assert.deepEqual(mine, [2, 0], selector);
      const element = target(selector);
      rule.walkDecls((decl) => {
        for (const theirs of stylesheet) {
          let sets = false;
          theirs.walkDecls(decl.prop, () => {
            sets = true;
          });
          if (!sets) continue;
          for (const other of theirs.selectors.filter(
            (s) => target(s) === element,
          )) {
            const [classes, elements] = specificity(other);
            compared += 1;
            assert.ok(
              classes < mine[0] || (classes === mine[0] && elements < mine[1]),
              `${selector} { ${decl.prop} } vs ${other}`,
            );
          }
        }
      });
    }
    // max-width of the months box and the day button variables, at least.
    assert.ok(compared >= 3, String(compared));
  });
});
