import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {mdxToMarkdown, plainTitle, type ConvertOptions} from './mdxToMarkdown';
import {javascriptSource} from '../remark-example/javascriptSource';
import {docVersion} from '../../src/data/docVersions';

const siteDir = join(import.meta.dirname, '..', '..');
const v9Doc = join(siteDir, 'docs', 'guides', 'page.mdx');
const v8Doc = join(
  siteDir,
  'versioned_docs',
  'version-8.10.1',
  'using-daypicker',
  'page.mdx',
);

const routes: Record<string, string> = {
  [join(siteDir, 'docs', 'docs', 'styling.mdx')]: '/docs/styling',
  [join(siteDir, 'docs', 'api', 'functions', 'DayPicker.md')]:
    '/api/functions/DayPicker',
};

function convert(
  source: string,
  options: Partial<ConvertOptions> = {},
): Promise<string> {
  return mdxToMarkdown(source, {
    filePath: v9Doc,
    title: 'A page',
    pageUrl: 'https://daypicker.dev/guides/page',
    siteUrl: 'https://daypicker.dev/',
    siteDir,
    permalinkOfFile: (path) => routes[path],
    ...options,
  });
}

describe('mdxToMarkdown', () => {
  it('drops the front matter and the content title, and emits the title as # heading', async () => {
    const markdown = await convert(
      '---\ntitle: Front\nsidebar_label: X\n---\n\n# Content title\n\nBody.\n',
    );
    assert.equal(markdown, '# A page\n\nBody.\n');
  });

  it('writes a reference table as the same Markdown table the page shows', async () => {
    const markdown = await convert(
      'Before.\n\n<ReferenceTable of="calendars" />\n\nAfter.\n',
    );
    assert.match(markdown, /^\| Import from +\| Default `locale` +\|/m);
    assert.match(
      markdown,
      /^\| `react-day-picker\/persian` +\| `faIR` +\| `arabext` +\| `rtl` +\|$/m,
    );
    const v8Table = await convert('<ReferenceTable of="cssVariables" />\n', {
      filePath: v8Doc,
    });
    assert.match(v8Table, /\| `--rdp-cell-size` +\| `40px` +\|/);
  });

  it("fills an install command's pin with the page's documented release", async () => {
    const markdown = await convert(
      '```bash\nnpm install react-day-picker@{{documentedVersion}}\n```\n',
    );
    assert.ok(
      markdown.includes(
        `npm install react-day-picker@${docVersion('v9').documentedVersion}\n`,
      ),
      markdown,
    );
  });

  it('replaces a live example with a titled tsx block holding the file', async () => {
    const markdown = await convert(
      'Before.\n\n<Example src="examples/Basic.tsx" />\n\nAfter.\n',
    );
    const source = readFileSync(
      join(siteDir, 'examples', 'Basic.tsx'),
      'utf8',
    ).trimEnd();
    assert.ok(
      markdown.includes(
        '```tsx title="examples/Basic.tsx"\n' + source + '\n```',
      ),
      markdown,
    );
    assert.doesNotMatch(markdown, /<Example/);
  });

  it('with exampleLanguage js, writes the generated JavaScript under the .jsx name', async () => {
    const src = 'examples/SelectionRange.tsx';
    const markdown = await convert(`<Example src="${src}" />\n`, {
      exampleLanguage: 'js',
    });
    const javascript = await javascriptSource(
      readFileSync(join(siteDir, src), 'utf8').trimEnd(),
      join(siteDir, src),
    );
    assert.ok(
      markdown.includes(
        '```jsx title="examples/SelectionRange.jsx"\n' + javascript + '\n```',
      ),
      markdown,
    );
  });

  it('keeps v8 pages on v8 examples', async () => {
    const markdown = await convert(
      '<Example src="examples-v8/SingleWithFooter.tsx" />\n',
      {filePath: v8Doc},
    );
    assert.match(markdown, /```tsx title="examples-v8\/SingleWithFooter.tsx"/);
    await assert.rejects(
      convert('<Example src="examples/Basic.tsx" />\n', {filePath: v8Doc}),
      /documents v8/,
    );
  });

  it('turns <Prop> into an absolute link to the prop in the API reference of the page version', async () => {
    assert.match(
      await convert('Set <Prop name="mode" /> now.\n'),
      /Set \[`mode`\]\(https:\/\/daypicker\.dev\/api\/interfaces\/PropsBase#mode\) now\./,
    );
    assert.match(
      await convert('Set <Prop name="mode" />.\n', {filePath: v8Doc}),
      /\[`mode`\]\(https:\/\/daypicker\.dev\/v8\/api\/interfaces\/[\w]+#mode\)/,
    );
  });

  it('turns admonitions into quotes headed by their kind and title', async () => {
    const markdown = await convert(
      ':::note[`initialFocus` is deprecated]\n\nRename it.\n\n:::\n\n:::tip\n\nA tip.\n\n:::\n\n:::warning Legacy title\n\nOld syntax.\n\n:::\n',
    );
    assert.match(
      markdown,
      /^> \*\*Note: `initialFocus` is deprecated\*\*\n>\n> Rename it\.$/m,
    );
    assert.match(markdown, /^> \*\*Tip\*\*\n>\n> A tip\.$/m);
    assert.match(
      markdown,
      /^> \*\*Warning: Legacy title\*\*\n>\n> Old syntax\.$/m,
    );
    assert.doesNotMatch(markdown, /:::/);
  });

  it('keeps colon text that is not an admonition', async () => {
    assert.match(
      await convert('Read the note:here and 10:30.\n'),
      /Read the note:here and 10:30\./,
    );
  });

  it('turns tabs into sections headed one level below the current heading', async () => {
    const markdown = await convert(
      '## Install\n\n<Tabs>\n  <TabItem value="npm" label="npm">\n\n```bash\nnpm i x\n```\n\n  </TabItem>\n  <TabItem value="yarn">\n\n```bash\nyarn add x\n```\n\n  </TabItem>\n</Tabs>\n',
    );
    assert.match(
      markdown,
      /## Install\n\n### npm\n\n```bash\nnpm i x\n```\n\n### yarn\n\n```bash\nyarn add x\n```/,
    );
  });

  it('makes every link absolute', async () => {
    const markdown = await convert(
      [
        '[site](/docs/styling#css)',
        '[anchor](#footer)',
        '[file](../docs/styling.mdx#classnames)',
        '[api](../api/functions/DayPicker.md)',
        '[sibling](input-fields)',
        '[external](https://date-fns.org)',
        '![logo](/img/logo.svg)',
      ].join('\n\n'),
    );
    for (const expected of [
      '[site](https://daypicker.dev/docs/styling#css)',
      '[anchor](https://daypicker.dev/guides/page#footer)',
      '[file](https://daypicker.dev/docs/styling#classnames)',
      '[api](https://daypicker.dev/api/functions/DayPicker)',
      '[sibling](https://daypicker.dev/guides/input-fields)',
      '[external](https://date-fns.org)',
      '![logo](https://daypicker.dev/img/logo.svg)',
    ]) {
      assert.ok(markdown.includes(expected), `${expected} in\n${markdown}`);
    }
  });

  it('fails on a link to a file that is not a published doc', async () => {
    await assert.rejects(
      convert('[gone](./missing.mdx)\n'),
      /docs\/guides\/page\.mdx: the link "\.\/missing\.mdx" points to no published doc/,
    );
  });

  it('leaves no import, export or JSX behind', async () => {
    const markdown = await convert(
      'import Thing from "@site/src/Thing";\nexport const meta = 1;\n\n## Keys {#keys}\n\nPress <kbd>Tab</kbd>{" "}then<br />go. {/* a comment */}\n\n<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n\n```tsx\nimport {DayPicker} from "react-day-picker";\n<DayPicker />\n```\n',
    );
    const outsideCode = markdown.replace(/```[\s\S]*?```/g, '');
    assert.doesNotMatch(outsideCode, /^(import|export) /m);
    assert.doesNotMatch(outsideCode, /<\/?[A-Za-z]/);
    assert.match(markdown, /^## Keys$/m);
    assert.match(markdown, /Press `Tab` then\\?\ngo\./);
    assert.match(markdown, /\*\*More\*\*\n\nHidden text\./);
    assert.ok(
      markdown.includes(
        'import {DayPicker} from "react-day-picker";\n<DayPicker />',
      ),
      'code blocks are untouched',
    );
  });

  it('fails on a component it cannot render, naming the page', async () => {
    await assert.rejects(
      convert('<Playground />\n'),
      /docs\/guides\/page\.mdx: <Playground> has no Markdown form/,
    );
    await assert.rejects(
      convert('Value: {props.x}\n'),
      /the expression \{props\.x\} has no Markdown form/,
    );
  });

  it('reads Markdown titles as plain text and escapes them once in the heading', async () => {
    assert.equal(
      plainTitle('Type Alias: Selection\\<T\\>'),
      'Type Alias: Selection<T>',
    );
    assert.equal(
      plainTitle('~~Type Alias: DeprecatedUI\\<T\\>~~'),
      'Type Alias: DeprecatedUI<T>',
    );
    assert.equal(plainTitle('Selection modes'), 'Selection modes');
    assert.match(
      await convert('Body.\n', {title: plainTitle('Selection\\<T\\>')}),
      /^# Selection\\<T>\n/,
    );
  });
});
