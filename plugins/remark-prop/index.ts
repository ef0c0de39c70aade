import type {Heading, Link, List, Paragraph, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {sep} from 'node:path';
import {visit} from 'unist-util-visit';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {SECTION_HEADING_LEVELS} from '../../src/data/headingLevels';
import {versionOfDoc, type Registry} from '../shared/docVersions';
import {typedocModel} from '../typedoc/model';
import {propUsage, type PropUsage} from './propUsage';

const text = (value: string) => ({type: 'text' as const, value});

/**
 * The "Guides" section added to the generated DayPicker page: each page
 * that explains props, with the props it explains, so a reader can go from
 * the reference back to the prose.
 */
function guidesSection(pages: PropUsage[]): [Heading, Paragraph, List] {
  return [
    {
      type: 'heading',
      depth: SECTION_HEADING_LEVELS.min,
      children: [text('Guides')],
    },
    {
      type: 'paragraph',
      children: [
        text('These pages explain the props of DayPicker, with live examples:'),
      ],
    },
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: pages.map((page) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              {type: 'link', url: page.url, children: [text(page.title)]},
              text(': '),
              ...page.props.flatMap((prop, index) => [
                ...(index > 0 ? [text(', ')] : []),
                {type: 'inlineCode' as const, value: prop},
              ]),
            ],
          },
        ],
      })),
    },
  ];
}

export interface Options {
  siteDir: string;
  /** The documented versions; the site's own registry unless a test passes one. */
  registry?: Registry;
}

/**
 * Turns `<Prop name="mode" />` into `mode` linked to that prop's entry in
 * the generated API reference of the page's DayPicker version, found in
 * TypeDoc's model of that version. An unknown
 * name fails the build, so a renamed prop can't leave a dead link behind.
 */
export function remarkProp({siteDir, registry = DOC_VERSIONS}: Options) {
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    if (file.path?.endsWith(`${sep}api${sep}functions${sep}DayPicker.md`)) {
      const pages = await propUsage(
        siteDir,
        versionOfDoc(registry, file.path, siteDir),
      );
      if (pages.length > 0) {
        tree.children.push(...guidesSection(pages));
      }
    }
    visit(tree, (node, position, parent) => {
      if (
        (node.type !== 'mdxJsxTextElement' &&
          node.type !== 'mdxJsxFlowElement') ||
        (node as MdxJsxTextElement).name !== 'Prop' ||
        !parent ||
        position === undefined
      ) {
        return;
      }
      const element = node as MdxJsxTextElement | MdxJsxFlowElement;
      const nameAttribute = element.attributes.find(
        (a) => a.type === 'mdxJsxAttribute' && a.name === 'name',
      );
      const name =
        typeof nameAttribute?.value === 'string'
          ? nameAttribute.value
          : undefined;
      const where = file.path ?? 'an MDX file';
      if (!name) {
        throw new Error(
          `<Prop> needs a name attribute with a string value (in ${where}).`,
        );
      }
      const version = file.path
        ? versionOfDoc(registry, file.path, siteDir)
        : registry[0];
      const url = typedocModel(siteDir, version).props().get(name)?.url;
      if (!url) {
        throw new Error(
          `<Prop name="${name}"> in ${where}: DayPicker ${version.id} has no prop named "${name}".`,
        );
      }
      const link: Link = {
        type: 'link',
        url,
        children: [{type: 'inlineCode', value: name}],
      };
      parent.children.splice(position, 1, link as never);
    });
  };
}

export default remarkProp;
