import assert from 'node:assert/strict';
import {test} from 'node:test';

import {linkLabel} from '.';
import {headingText, readPage} from './sitePages';

test('a page reads its title and each heading under the id Docusaurus gives it', () => {
  const page = readPage(
    [
      '## Start and end dates {#start-and-end-dates}',
      '',
      '```md',
      '## Not a heading',
      '```',
      '### The <Prop name="animate" /> prop',
      '## Notes',
      '## Notes',
    ].join('\n'),
    'Navigation',
  );
  assert.equal(page.title, 'Navigation');
  assert.deepEqual(
    [...page.sections],
    [
      ['start-and-end-dates', 'Start and end dates'],
      ['the-animate-prop', 'The animate prop'],
      ['notes', 'Notes'],
      ['notes-1', 'Notes'],
    ],
  );
});

test('without a front-matter title, the first-level heading is the title', () => {
  assert.equal(
    readPage('# Interface: PropsBase\n\n## mode?', undefined).title,
    'Interface: PropsBase',
  );
});

test('heading text drops code marks, tags and link targets', () => {
  assert.equal(
    headingText('Use `mode` with [ranges](/x) <kbd>Tab</kbd>'),
    'Use mode with ranges Tab',
  );
});

test('a link is labelled with the page title and the section heading', () => {
  const page = readPage('## Animate', 'Navigation');
  assert.equal(linkLabel(page, 'animate'), 'Navigation › Animate');
  assert.equal(linkLabel(page, ''), 'Navigation');
});
