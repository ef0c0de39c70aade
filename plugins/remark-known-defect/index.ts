import {relative, sep} from 'node:path';

import type {PhrasingContent, Root} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import {docVersion} from '../../src/data/docVersions';
import {KNOWN_DEFECTS, type KnownDefect} from '../../src/data/knownDefects';

export interface Options {
  siteDir: string;
}

const REPOSITORY = 'https://github.com/gpbl/react-day-picker';

const inlineParser = unified().use(remarkParse);

function inlineMarkdown(value: string): PhrasingContent[] {
  const [first] = inlineParser.parse(value).children;
  return first?.type === 'paragraph' ? first.children : [];
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const link = (url: string, label: string): PhrasingContent => ({
  type: 'link',
  url,
  children: [text(label)],
});

/** The note's title: the release it is about. */
export function defectTitle(defect: KnownDefect): string {
  return `Known defect of ${docVersion(defect.version).documentedVersion}`;
}

/** "Fixed in 9.11.3 (#2856)." or "Not fixed as of 9.14.0." */
function fixSentence(defect: KnownDefect): PhrasingContent[] {
  const upstream = defect.upstream
    ? [
        text(' ('),
        link(`${REPOSITORY}/pull/${defect.upstream}`, `#${defect.upstream}`),
        text(')'),
      ]
    : [];
  if ('fixedIn' in defect.fix) {
    const release = defect.fix.fixedIn;
    return [
      text('Fixed in '),
      link(`${REPOSITORY}/releases/tag/v${release}`, release),
      ...upstream,
      text('.'),
    ];
  }
  return [
    text(`Not fixed as of ${defect.fix.openAsOf}`),
    ...upstream,
    text('.'),
  ];
}

/**
 * The note as a `:::caution[title]` directive: Docusaurus' admonitions step,
 * which runs after this plugin, renders it as an Admonition, and the
 * Markdown twin (plugins/llms/mdxToMarkdown.ts) as a titled quote.
 */
export function defectNote(defect: KnownDefect): ContainerDirective {
  const title = defectTitle(defect);
  return {
    type: 'containerDirective',
    name: 'caution',
    attributes: {},
    children: [
      {
        type: 'paragraph',
        data: {directiveLabel: true},
        children: [text(title)],
      },
      {
        type: 'paragraph',
        children: [
          ...inlineMarkdown(defect.summary),
          text(' '),
          ...fixSentence(defect),
        ],
      },
    ],
  };
}

/**
 * Replaces each `<KnownDefect id="…" />` with the note of that entry of
 * src/data/knownDefects.ts. The build fails, naming the page, on an unknown
 * id or on a page the entry doesn't list in `where`.
 */
export function remarkKnownDefect({siteDir}: Options) {
  return (tree: Root, file: {path?: string}): void => {
    const page = file.path
      ? relative(siteDir, file.path).split(sep).join('/')
      : '';
    visit(
      tree,
      'mdxJsxFlowElement',
      (node: MdxJsxFlowElement, index, parent) => {
        if (node.name !== 'KnownDefect' || !parent || index === undefined) {
          return;
        }
        const id = node.attributes.find(
          (attribute) =>
            attribute.type === 'mdxJsxAttribute' && attribute.name === 'id',
        )?.value;
        const defect = KNOWN_DEFECTS.find((entry) => entry.id === id);
        if (!defect) {
          throw new Error(
            `${page}: <KnownDefect id="${String(id)}"> names no entry of src/data/knownDefects.ts.`,
          );
        }
        if (!defect.where.some((place) => place.page === page)) {
          throw new Error(
            `${page}: known defect "${defect.id}" doesn't list this page in its "where" (src/data/knownDefects.ts).`,
          );
        }
        parent.children.splice(index, 1, defectNote(defect));
      },
    );
  };
}

export default remarkKnownDefect;
