import type {Heading, Nodes, Root} from 'mdast';
import {compile} from '@mdx-js/mdx';
import {
  createSlugger,
  DEFAULT_PARSE_FRONT_MATTER,
  escapeMarkdownHeadingIds,
  parseMarkdownHeadingId,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type {PluggableList} from 'unified';
import {visit} from 'unist-util-visit';

/** What a compiled page offers and points to. */
export interface PageOutline {
  /** Ids a link can land on: its headings' and its elements' `id`s. */
  ids: Set<string>;
  links: {url: string; line: number | undefined}[];
}

/** A node's text, as Docusaurus slugs a heading (mdast-util-to-string's rule). */
function textOf(node: Nodes): string {
  if (
    'value' in node &&
    typeof node.value === 'string' &&
    node.type !== 'html'
  ) {
    return node.value;
  }
  return 'children' in node
    ? (node.children as Nodes[]).map(textOf).join('')
    : '';
}

/** The id Docusaurus' heading plugin gives a heading (mdx-loader's remark/headings). */
function headingId(heading: Heading, slug: (text: string) => string): string {
  const set = (heading.data as {hProperties?: {id?: unknown}} | undefined)
    ?.hProperties?.id;
  if (typeof set === 'string') {
    return set;
  }
  const text = textOf(heading);
  return parseMarkdownHeadingId(text).id ?? slug(text);
}

/**
 * Compiles a page as the site's build would, up to JavaScript: Docusaurus'
 * own preprocessing of `{#id}` headings and code blocks, GFM and directives,
 * then `remarkPlugins` (the site's, from docusaurus.config.ts), so each of
 * them throws here as it would in the build. Resolves to the page's ids and
 * links once every plugin has run.
 */
export async function pageOutline(
  file: string,
  fileContent: string,
  remarkPlugins: PluggableList,
): Promise<PageOutline> {
  const {content} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath: file,
    fileContent,
  });
  // Lines in the file, not in the text after its front matter.
  const start = fileContent.lastIndexOf(content);
  const offset =
    start > 0 ? fileContent.slice(0, start).split('\n').length - 1 : 0;
  const outline: PageOutline = {ids: new Set(), links: []};
  const collect = () => (tree: Root) => {
    const slugger = createSlugger();
    visit(tree, (node) => {
      const at = node.position?.start.line;
      const line = at === undefined ? undefined : at + offset;
      if (node.type === 'heading') {
        outline.ids.add(headingId(node, (text) => slugger.slug(text)));
      } else if (node.type === 'link' || node.type === 'definition') {
        outline.links.push({url: node.url, line});
      } else if (
        node.type === 'mdxJsxFlowElement' ||
        node.type === 'mdxJsxTextElement'
      ) {
        for (const attribute of node.attributes) {
          if (
            attribute.type !== 'mdxJsxAttribute' ||
            typeof attribute.value !== 'string'
          ) {
            continue;
          }
          if (attribute.name === 'id') {
            outline.ids.add(attribute.value);
          } else if (attribute.name === 'href' || attribute.name === 'to') {
            outline.links.push({url: attribute.value, line});
          }
        }
      }
    });
  };
  await compile(
    {
      path: file,
      value: escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(content)),
    },
    {
      // Docusaurus compiles .md as MDX too (its default markdown.format).
      format: 'mdx',
      remarkPlugins: [remarkGfm, remarkDirective, ...remarkPlugins, collect],
    },
  );
  return outline;
}
