/**
 * What the 8.10.1 layout recipe says about DayPicker 8's tables and
 * stylesheet, walked against react-day-picker-v8: one table per month, the
 * rules that size cells and buttons, the root's margin, and how the fill
 * example's CSS module compares with every stylesheet rule it overrides.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import postcss, {type Rule} from 'postcss';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DayPicker, type DayPickerProps} from 'react-day-picker-v8';

const siteDir = join(__dirname, '..', '..', '..');
const stylesheet = readFileSync(
  join(require.resolve('react-day-picker-v8'), '..', 'style.css'),
  'utf8',
);

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(
    createElement(DayPicker, {
      month: new Date(2026, 2, 1),
      ...props,
    } as DayPickerProps),
  );

/** Each selector of each style rule (keyframes left out), with its declarations. */
function selectors(css: string): {selector: string; rule: Rule}[] {
  const found: {selector: string; rule: Rule}[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule') return;
    for (const selector of rule.selectors) found.push({selector, rule});
  });
  return found;
}

const declared = (rule: Rule, property: string) =>
  rule.nodes.flatMap((node) =>
    node.type === 'decl' && node.prop === property ? [node.value] : [],
  );

/** Classes, attributes and pseudo-classes: the middle number of a selector's specificity. */
const classWeight = (selector: string) =>
  (selector.replace(/:not\(/g, '(').match(/\.[\w-]+|\[[^\]]+\]|:[\w-]+/g) ?? [])
    .length;

/** The classes of the selector's last compound: the element it styles. */
const subjectClasses = (selector: string) =>
  (
    selector
      .trim()
      .split(/[\s>+~]+/)
      .at(-1)
      ?.match(/\.[\w-]+/g) ?? []
  ).map((name) => name.slice(1));

describe('v8 layout.mdx: the tables, the sizes and the fill example', () => {
  it('each displayed month is one table; each cell and day button is --rdp-cell-size wide and high', () => {
    for (const numberOfMonths of [1, 2, 3, 4]) {
      assert.equal(
        markup({numberOfMonths}).match(/<table /g)?.length,
        numberOfMonths,
      );
    }
    const sizes = new Map<string, Set<string>>();
    for (const {selector, rule} of selectors(stylesheet)) {
      const [subject] = subjectClasses(selector);
      if (subject !== 'rdp-cell' && subject !== 'rdp-day') continue;
      for (const property of ['width', 'max-width', 'height']) {
        for (const value of declared(rule, property)) {
          const key = `${subject} ${property}`;
          sizes.set(key, (sizes.get(key) ?? new Set()).add(value));
        }
      }
    }
    const cellSize = 'var(--rdp-cell-size)';
    assert.deepEqual([...sizes.get('rdp-cell width')!], [cellSize]);
    assert.ok(sizes.get('rdp-cell height')!.has(cellSize));
    assert.deepEqual([...sizes.get('rdp-day width')!], [cellSize]);
    assert.deepEqual([...sizes.get('rdp-day max-width')!], [cellSize]);
    assert.deepEqual([...sizes.get('rdp-day height')!], [cellSize]);
  });

  it('.rdp has a 1em margin on every side, and the stylesheet declares no size variable for the day button', () => {
    const root = selectors(stylesheet).filter(
      ({selector}) => selector.trim() === '.rdp',
    );
    assert.deepEqual(
      root.flatMap(({rule}) =>
        rule.nodes.flatMap((node) =>
          node.type === 'decl' && node.prop.startsWith('margin')
            ? [`${node.prop}: ${node.value}`]
            : [],
        ),
      ),
      ['margin: 1em'],
    );
    const variables = [...stylesheet.matchAll(/(--rdp-[\w-]+):/g)].map(
      ([, name]) => name,
    );
    assert.deepEqual(
      variables.filter((name) => /size|width|height/.test(name)),
      ['--rdp-cell-size', '--rdp-caption-font-size'],
    );
  });

  it("every rule of the fill example's module that overrides the stylesheet has two classes, more than each stylesheet rule it overrides but .rdp-with_weeknumber .rdp-table", () => {
    const module = readFileSync(
      join(siteDir, 'examples-v8/V8LayoutFillContainer.module.css'),
      'utf8',
    );
    // The classes each element of the example's calendar carries.
    const html = markup({
      mode: 'single',
      selected: new Date(2026, 2, 10),
      today: new Date(2026, 2, 12),
      showWeekNumber: true,
    });
    const carried = [...html.matchAll(/class="([^"]*)"/g)].map(([, names]) =>
      names.split(' ').filter(Boolean),
    );
    const overriding = selectors(module).filter(({selector}) =>
      selector.includes(':global(.rdp'),
    );
    assert.equal(overriding.length, 4);
    const ties: string[] = [];
    for (const {selector, rule} of overriding) {
      const plain = selector.replace(/:global\(([^)]*)\)/g, '$1');
      assert.equal(classWeight(plain), 2, selector);
      const element = subjectClasses(plain).at(-1)!;
      const onElement = carried.filter((names) => names.includes(element));
      const properties = rule.nodes.flatMap((node) =>
        node.type === 'decl' ? [node.prop] : [],
      );
      for (const other of selectors(stylesheet)) {
        const subject = subjectClasses(other.selector);
        const applies =
          subject.length > 0 &&
          onElement.some((names) =>
            subject.every((name) => names.includes(name)),
          );
        const overridden = properties.some(
          (property) => declared(other.rule, property).length > 0,
        );
        if (applies && overridden && classWeight(other.selector) >= 2) {
          ties.push(other.selector.trim());
        }
      }
    }
    assert.deepEqual(ties, ['.rdp-with_weeknumber .rdp-table']);
  });
});
