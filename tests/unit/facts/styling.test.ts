/**
 * The sentences of docs/docs/styling.mdx about every CSS variable, every
 * class of the CSS module, every matching day and every element that gets
 * the nonce, walked against DayPicker 9 and its stylesheets.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';

import postcss, {type Rule} from 'postcss';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  DayPicker,
  type DayPickerProps,
  getDefaultClassNames,
} from 'react-day-picker';

import {cssVariables} from '../../../plugins/remark-reference-table/stylesheet';

const stylesheet = (name: string) =>
  readFileSync(require.resolve(`react-day-picker/${name}`), 'utf8');

function rules(css: string): Rule[] {
  const found: Rule[] = [];
  postcss.parse(css).walkRules((rule) => {
    found.push(rule);
  });
  return found;
}

const markup = (props: Partial<DayPickerProps>) =>
  renderToStaticMarkup(
    createElement(DayPicker, {
      month: new Date(2026, 2, 1),
      ...props,
    } as DayPickerProps),
  );

describe('styling.mdx: every variable, class, matching day and nonce', () => {
  it('the variables table lists every custom property of every .rdp-root rule', () => {
    const css = stylesheet('style.css');
    const declared = rules(css)
      .filter((rule) => rule.selectors.includes('.rdp-root'))
      .flatMap((rule) =>
        rule.nodes.flatMap((node) =>
          node.type === 'decl' && node.prop.startsWith('--') ? [node.prop] : [],
        ),
      );
    const listed = cssVariables(css).map((variable) => variable.name);
    assert.ok(declared.length > 20);
    assert.deepEqual([...new Set(declared)].sort(), [...listed].sort());
  });

  it('the class names of the CSS module are keys of the classNames map, except focusable', () => {
    const classes = new Set(
      rules(stylesheet('style.module.css')).flatMap((rule) =>
        [...rule.selector.matchAll(/\.([\w-]+)/g)].map(([, name]) => name),
      ),
    );
    const keys = Object.keys(getDefaultClassNames());
    assert.deepEqual(
      [...classes].filter((name) => !keys.includes(name)),
      ['focusable'],
    );
    assert.deepEqual(keys.filter((key) => !classes.has(key)).sort(), [
      'focused',
      'footer',
      'months_dropdown',
      'week',
      'week_number_header',
      'weekdays',
      'weeks',
      'years_dropdown',
    ]);
    // Passed as classNames, the module leaves those keys their default class.
    const classNames = Object.fromEntries(
      [...classes].map((name) => [name, `module-${name}`]),
    );
    const html = markup({classNames, footer: 'x'});
    assert.match(html, /class="rdp-footer"/);
    assert.match(html, /class="module-root"/);
  });

  it('modifiersClassNames reaches the cell of each matching day, and of no other', () => {
    const matching = [3, 9, 10, 28];
    const html = markup({
      modifiers: {booked: matching.map((day) => new Date(2026, 2, day))},
      modifiersClassNames: {booked: 'is-booked'},
    });
    const cells = [...html.matchAll(/<td([^>]*)>/g)].map(
      ([, attributes]) => attributes,
    );
    const marked = cells
      .filter((attributes) => /class="[^"]*\bis-booked\b/.test(attributes))
      .map((attributes) =>
        Number(/data-day="\d{4}-\d{2}-(\d{2})"/.exec(attributes)?.[1]),
      );
    assert.deepEqual(marked, matching);
    assert.ok(
      cells
        .filter((attributes) => attributes.includes('is-booked'))
        .every((attributes) => attributes.includes('role="gridcell"')),
    );
  });

  it('the nonce reaches the root element only', () => {
    const html = markup({
      nonce: 'n0nce',
      mode: 'single',
      captionLayout: 'dropdown',
      showWeekNumber: true,
      footer: 'x',
    });
    const elements = [...html.matchAll(/<(\w+)([^>]*)>/g)].filter(
      ([, , attributes]) => attributes.includes('n0nce'),
    );
    assert.equal(elements.length, 1);
    assert.match(elements[0][2], /class="rdp-root"/);
    assert.match(elements[0][2], /nonce="n0nce"/);
  });

  it('the number of a range end takes --rdp-range_start-color: no rule gives the day button --rdp-range_end-color', () => {
    const buttonRules = rules(stylesheet('style.css')).filter((rule) =>
      /\.rdp-day_button/.test(rule.selector),
    );
    const colours = (selector: string) =>
      buttonRules
        .filter((rule) => rule.selector === selector)
        .flatMap((rule) =>
          rule.nodes.flatMap((node) =>
            node.type === 'decl' && node.prop === 'color' ? [node.value] : [],
          ),
        );
    assert.deepEqual(colours('.rdp-range_end .rdp-day_button'), [
      'var(--rdp-range_start-color)',
    ]);
    assert.ok(
      buttonRules.every(
        (rule) => !rule.toString().includes('--rdp-range_end-color'),
      ),
    );
  });
});
