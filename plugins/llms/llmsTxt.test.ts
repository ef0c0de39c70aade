import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {llmsFullTxt, llmsTxt} from './llmsTxt';

describe('llmsTxt', () => {
  const input = {
    name: 'React DayPicker',
    summary: 'Customizable date picker component for React.',
    notes: ['Links point to Markdown.'],
    sections: [
      {
        title: 'Guides',
        links: [
          {
            title: 'Styling',
            url: 'https://daypicker.dev/docs/styling.md',
            description: 'Change\nthe look.',
          },
          {title: 'Array [x]', url: 'https://daypicker.dev/x.md'},
        ],
      },
      {title: 'Empty', links: []},
    ],
    optional: [
      {
        title: 'Changelog',
        url: 'https://daypicker.dev/changelog.md',
        description: 'Releases.',
      },
    ],
  };

  it('follows the llmstxt.org layout', () => {
    assert.equal(
      llmsTxt(input),
      [
        '# React DayPicker',
        '',
        '> Customizable date picker component for React.',
        '',
        'Links point to Markdown.',
        '',
        '## Guides',
        '',
        '- [Styling](https://daypicker.dev/docs/styling.md): Change the look.',
        '- [Array \\[x\\]](https://daypicker.dev/x.md)',
        '',
        '## Optional',
        '',
        '- [Changelog](https://daypicker.dev/changelog.md): Releases.',
        '',
      ].join('\n'),
    );
  });

  it('reserves the Optional title', () => {
    assert.throws(
      () => llmsTxt({...input, sections: [{title: 'Optional', links: []}]}),
      /reserved/,
    );
  });
});

describe('llmsFullTxt', () => {
  it('puts every page under its title with its URL', () => {
    const text = llmsFullTxt({
      name: 'React DayPicker 9.11.0',
      summary: 'Date picker.',
      pages: [
        {
          url: 'https://daypicker.dev/start',
          markdown: '# Getting started\n\nInstall it.\n',
        },
        {url: 'https://daypicker.dev/license', markdown: '# License\n\nMIT.\n'},
      ],
    });
    assert.equal(
      text,
      '# React DayPicker 9.11.0\n\n> Date picker.\n\n# Getting started\n\nSource: https://daypicker.dev/start\n\nInstall it.\n\n# License\n\nSource: https://daypicker.dev/license\n\nMIT.\n',
    );
  });

  it('rejects a page without a title line', () => {
    assert.throws(
      () =>
        llmsFullTxt({
          name: 'x',
          summary: 'y',
          pages: [{url: 'u', markdown: 'No title'}],
        }),
      /does not start with a "# Title" line/,
    );
  });
});
