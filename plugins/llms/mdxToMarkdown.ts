import {dirname, relative, resolve} from 'node:path';

import {
  DEFAULT_PARSE_FRONT_MATTER,
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
  parseMarkdownFile,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import type {
  Blockquote,
  Code,
  Heading,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Text,
} from 'mdast';
import type {
  ContainerDirective,
  LeafDirective,
  TextDirective,
} from 'mdast-util-directive';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import {remarkReferenceTable} from '../remark-reference-table';
import {remarkProp} from '../remark-prop';
import {remarkPropsPage} from '../props-page';
import {remarkSiteLinks} from '../site-links';
import {remarkDocumentedVersion} from '../remark-documented-version';
import {remarkApiSince} from '../api-since';
import {remarkKnownDefect} from '../remark-known-defect';
import {remarkCorrectedDescriptions} from '../corrected-descriptions';
import {resolveExample} from '../remark-example/exampleSource';
import {
  javascriptPath,
  javascriptSource,
} from '../remark-example/javascriptSource';
import type {ExampleLanguage} from '../../src/data/exampleLanguage';

/** Docusaurus' admonition keywords, rendered as titled blockquotes. */
const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

export interface ConvertOptions {
  /** Absolute path of the MDX/Markdown source. */
  filePath: string;
  /** The page title (plain text), emitted as the `# Title` heading. */
  title: string;
  /** The page's absolute URL, for in-page (`#anchor`) links. */
  pageUrl: string;
  /** The site's origin plus base URL, e.g. `https://daypicker.dev/`. */
  siteUrl: string;
  siteDir: string;
  /** The route of another docs file (absolute path), for links to `.md`/`.mdx` files. */
  permalinkOfFile: (absolutePath: string) => string | undefined;
  /** The language of the examples' code: their file, or the JavaScript generated from it. */
  exampleLanguage?: ExampleLanguage;
}

type MdxJsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type ParentNode = Extract<Nodes, {children: unknown}>;

const text = (value: string): Text => ({type: 'text', value});

class ConversionError extends Error {
  constructor(options: ConvertOptions, message: string) {
    super(
      `Markdown twin of ${relative(options.siteDir, options.filePath)}: ${message}`,
    );
  }
}

function attribute(element: MdxJsxElement, name: string): string | undefined {
  const found = element.attributes.find(
    (a) => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

function textContent(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') {
    return node.value;
  }
  return 'children' in node
    ? node.children.map((child) => textContent(child)).join('')
    : '';
}

/** Makes a link target absolute: site paths, in-page anchors and links to other docs files. */
function absoluteUrl(url: string, options: ConvertOptions): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) {
    return url;
  }
  if (url.startsWith('#')) {
    return `${options.pageUrl}${url}`;
  }
  if (url.startsWith('/')) {
    return new URL(url.slice(1), options.siteUrl).href;
  }
  const [path, hash = ''] = url.split('#');
  if (/\.mdx?$/.test(path)) {
    const target = resolve(dirname(options.filePath), decodeURIComponent(path));
    const permalink = options.permalinkOfFile(target);
    if (!permalink) {
      throw new ConversionError(
        options,
        `the link "${url}" points to no published doc.`,
      );
    }
    // Permalinks already start with the base URL.
    return new URL(permalink, options.siteUrl).href + (hash ? `#${hash}` : '');
  }
  return new URL(url, options.pageUrl).href;
}

/** A JS string literal (`{' '}`) or a comment (`{/* … *\/}`); anything else can't be rendered. */
function expressionText(value: string, options: ConvertOptions): string {
  const trimmed = value.trim();
  if (/^\/\*[\s\S]*\*\/$/.test(trimmed)) {
    return '';
  }
  const literal = /^(['"])((?:(?!\1)[^\\]|\\.)*)\1$/.exec(trimmed);
  if (literal) {
    const body = literal[2]
      .replace(/\\'/g, "'")
      .replace(/(^|[^\\])"/g, '$1\\"');
    return JSON.parse(`"${body}"`) as string;
  }
  throw new ConversionError(
    options,
    `the expression {${trimmed}} has no Markdown form.`,
  );
}

/** `:::note[Title]` → `> **Note: Title**` followed by the content, quoted. */
function admonition(
  node: ContainerDirective,
  children: RootContent[],
): Blockquote {
  const label =
    ADMONITIONS[node.name] ?? node.name[0].toUpperCase() + node.name.slice(1);
  const [first, ...rest] = children;
  const titled =
    first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const title: PhrasingContent[] = [
    text(titled ? `${label}: ` : label),
    ...(titled ? (first as Paragraph).children : []),
  ];
  return {
    type: 'blockquote',
    children: [
      {type: 'paragraph', children: [{type: 'strong', children: title}]},
      ...((titled ? rest : children) as Blockquote['children']),
    ],
  };
}

/**
 * Directives that are not admonitions were plain text to the author (like
 * "Note:this"); Docusaurus renders them as text too.
 */
function directiveAsText(
  node: LeafDirective | TextDirective,
  children: PhrasingContent[],
) {
  const marker = node.type === 'leafDirective' ? '::' : ':';
  const label: PhrasingContent[] =
    children.length > 0 ? [text('['), ...children, text(']')] : [];
  const phrasing: PhrasingContent[] = [text(`${marker}${node.name}`), ...label];
  return node.type === 'leafDirective'
    ? [{type: 'paragraph', children: phrasing} satisfies Paragraph]
    : phrasing;
}

interface Context {
  options: ConvertOptions;
  /** Depth of the last heading seen, so tab labels become sub-headings of it. */
  headingDepth: number;
  /** The JavaScript of each example, by `src`, when the twin shows JavaScript. */
  javascript?: ReadonlyMap<string, string>;
}

function jsxElement(element: MdxJsxElement, context: Context): Nodes[] {
  const {options} = context;
  const children = () => convertChildren(element.children as Nodes[], context);
  switch (element.name) {
    case 'Example': {
      const src = attribute(element, 'src');
      if (!src) {
        throw new ConversionError(
          options,
          '<Example> needs a src attribute with a string value.',
        );
      }
      const example = resolveExample(src, options.filePath, options.siteDir);
      const javascript = context.javascript?.get(src);
      return [
        {
          type: 'code',
          lang: javascript === undefined ? 'tsx' : 'jsx',
          meta: `title="${javascript === undefined ? src : javascriptPath(src)}"`,
          value: javascript ?? example.source,
        } satisfies Code,
        ...example.stylesheets.map(
          (stylesheet) =>
            ({
              type: 'code',
              lang: 'css',
              meta: `title="${stylesheet.src}"`,
              value: stylesheet.source,
            }) satisfies Code,
        ),
      ];
    }
    case 'Tabs':
      return children();
    case 'TabItem': {
      const label = attribute(element, 'label') ?? attribute(element, 'value');
      if (!label) {
        throw new ConversionError(
          options,
          '<TabItem> needs a label or value attribute.',
        );
      }
      const depth = Math.min(context.headingDepth + 1, 6) as Heading['depth'];
      return [
        {type: 'heading', depth, children: [text(label)]} satisfies Heading,
        ...children(),
      ];
    }
    case 'summary': {
      const strong = {
        type: 'strong',
        children: children() as PhrasingContent[],
      } as const;
      return element.type === 'mdxJsxFlowElement'
        ? [{type: 'paragraph', children: [strong]} satisfies Paragraph]
        : [strong];
    }
    case 'details':
    case 'div':
    case 'span':
    case 'p':
      return children();
    case 'kbd':
    case 'code':
      return [{type: 'inlineCode', value: textContent(element)}];
    case 'br':
      return [{type: 'break'}];
    case 'a': {
      const href = attribute(element, 'href');
      if (!href) {
        throw new ConversionError(
          options,
          '<a> needs an href attribute with a string value.',
        );
      }
      return [
        {
          type: 'link',
          url: absoluteUrl(href, options),
          children: children() as PhrasingContent[],
        },
      ];
    }
    case 'ReferenceTable':
      // Expanded into a table by remarkReferenceTable before conversion.
      throw new ConversionError(
        options,
        '<ReferenceTable> was not expanded: run remarkReferenceTable first.',
      );
    case 'KnownDefect':
      // Expanded into a quoted note by remarkKnownDefect before conversion.
      throw new ConversionError(
        options,
        '<KnownDefect> was not expanded: run remarkKnownDefect first.',
      );
    default:
      throw new ConversionError(
        options,
        `<${element.name ?? ''}> has no Markdown form: add one in plugins/llms/mdxToMarkdown.ts.`,
      );
  }
}

function convertNode(node: Nodes, context: Context): Nodes[] {
  const {options} = context;
  switch (node.type) {
    case 'mdxjsEsm':
    case 'yaml':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const value = expressionText(node.value, options);
      return value ? [text(value)] : [];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, context);
    case 'containerDirective':
      return [
        admonition(
          node,
          convertChildren(node.children, context) as RootContent[],
        ),
      ];
    case 'leafDirective':
    case 'textDirective':
      return directiveAsText(
        node,
        convertChildren(node.children, context) as PhrasingContent[],
      );
    case 'heading': {
      context.headingDepth = node.depth;
      const children = convertChildren(
        node.children,
        context,
      ) as PhrasingContent[];
      // escapeMarkdownHeadingIds turned `{#id}` into text: the id only matters to the HTML page.
      const last = children.at(-1);
      if (last?.type === 'text') {
        last.value = last.value.replace(/\s*\{#[^}]+\}\s*$/, '');
      }
      return [{...node, children}];
    }
    case 'link':
    case 'image':
    case 'definition':
      node.url = absoluteUrl(node.url, options);
      break;
  }
  if ('children' in node) {
    (node as ParentNode).children = convertChildren(
      node.children as Nodes[],
      context,
    ) as never;
  }
  return [node];
}

function convertChildren(children: Nodes[], context: Context): Nodes[] {
  return children.flatMap((child) => convertNode(child, context));
}

/** Parses a page the way Docusaurus' MDX loader does, minus the JSX compilation. */
const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective);
/** Reads titles, which may hold Markdown (TypeDoc writes `Selection\\<T\\>`), but never MDX. */
const titleParser = unified().use(remarkParse).use(remarkGfm);
/** Prints plain CommonMark + GFM: no MDX escaping is needed once the JSX is gone. */
const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, rule: '-'});

/**
 * A page title as plain text. Docusaurus takes a title from the page's
 * first heading as Markdown source, escapes included; llms.txt, the cards
 * and the twin's heading each escape for their own format.
 */
export function plainTitle(title: string): string {
  return textContent(titleParser.parse(title)).trim();
}

/**
 * The Markdown twin of a docs page: its source with front matter dropped,
 * the title as `# Title`, live examples replaced by their code, `<Prop>`
 * tags by links to the API reference, admonitions by quotes, tabs by
 * headed sections and every link absolute. Anything it can't render fails
 * with the page named, instead of leaking JSX into the output.
 */
/** The JavaScript of every `<Example src>` of a page, by `src`. */
async function examplesJavaScript(
  tree: Root,
  options: ConvertOptions,
): Promise<Map<string, string>> {
  const sources = new Set<string>();
  visit(tree, (node) => {
    if (
      (node.type === 'mdxJsxFlowElement' ||
        node.type === 'mdxJsxTextElement') &&
      node.name === 'Example'
    ) {
      const src = attribute(node, 'src');
      if (src) {
        sources.add(src);
      }
    }
  });
  const entries = await Promise.all(
    [...sources].map(async (src) => {
      const {source} = resolveExample(src, options.filePath, options.siteDir);
      const file = resolve(options.siteDir, src);
      return [src, await javascriptSource(source, file)] as const;
    }),
  );
  return new Map(entries);
}

export async function mdxToMarkdown(
  source: string,
  options: ConvertOptions,
): Promise<string> {
  const {content} = await parseMarkdownFile({
    filePath: options.filePath,
    fileContent: source,
    parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    removeContentTitle: true,
  });
  const prepared = admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(content)),
    Object.keys(ADMONITIONS),
  );
  const file = {path: options.filePath, value: prepared};
  const tree = parser.parse(file);
  // Prop tags (and the DayPicker page's "Guides" list) get the links the HTML
  // page has; reference tables, and the DayPicker page's props table, become
  // Markdown tables.
  await unified()
    .use(remarkDocumentedVersion, {siteDir: options.siteDir})
    .use(remarkProp, {siteDir: options.siteDir})
    .use(remarkPropsPage, {siteDir: options.siteDir, form: 'markdown'})
    .use(remarkApiSince, {siteDir: options.siteDir})
    .use(remarkCorrectedDescriptions, {siteDir: options.siteDir})
    .use(remarkSiteLinks, {siteDir: options.siteDir, siteUrl: options.siteUrl})
    .use(remarkReferenceTable, {siteDir: options.siteDir})
    .use(remarkKnownDefect, {siteDir: options.siteDir})
    .run(tree, file);
  const context: Context = {
    options,
    headingDepth: 1,
    javascript:
      options.exampleLanguage === 'js'
        ? await examplesJavaScript(tree, options)
        : undefined,
  };
  const root: Root = {
    type: 'root',
    children: [
      {type: 'heading', depth: 1, children: [text(options.title)]},
      ...(convertChildren(tree.children as Nodes[], context) as RootContent[]),
    ],
  };
  return printer.stringify(root);
}
