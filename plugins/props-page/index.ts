import type {Code, Heading, Paragraph, Root, RootContent} from 'mdast';
import {sep} from 'node:path';

import {createSlugger} from '@docusaurus/utils';

import {CURRENT_VERSION, DOC_VERSIONS} from '../../src/data/docVersions';
import {PLAYGROUND_QUERIES} from '../../src/data/playgroundLinks';
import {sinceData} from '../../src/data/since';
import {SECTION_HEADING_LEVELS} from '../../src/data/headingLevels';
import {importNode} from '../remark-example';
import {factsOf} from '../remark-reference-table';
import {propUsage} from '../remark-prop/propUsage';
import {
  LIBRARY_PACKAGE,
  versionOfDoc,
  type Registry,
} from '../shared/docVersions';
import {typedocModel} from '../typedoc/model';
import {groupingOf} from './propGroups';
import {propSections, type PropSection} from './propRows';
import {
  markdownTable,
  propsTableElement,
  PROPS_TABLE_COMPONENT,
} from './render';

export interface Options {
  siteDir: string;
  /** `page` for the site (the filterable table), `markdown` for the page's Markdown twin. */
  form?: 'page' | 'markdown';
  /** The documented versions; the site's own registry unless a test passes one. */
  registry?: Registry;
}

/** The generated page the props table goes on, in each version's API reference. */
const PROPS_PAGE = `${sep}api${sep}functions${sep}DayPicker.md`;

const text = (value: string) => ({type: 'text' as const, value});

function heading(title: string): Heading {
  return {
    type: 'heading',
    depth: SECTION_HEADING_LEVELS.min,
    children: [text(title)],
  };
}

/** A heading's text, as Docusaurus slugs it into the heading's id. */
function plainText(node: RootContent | Root): string {
  if ('value' in node && typeof node.value === 'string') {
    return node.value;
  }
  return 'children' in node
    ? (node.children as RootContent[]).map(plainText).join('')
    : '';
}

/**
 * A row's anchor: the prop's slug, as on the Props* pages, unless a heading
 * of the page already has that id (v8's page has a "Modifiers" section),
 * then with `-prop` after it.
 */
function rowAnchors(tree: Root): (name: string) => string {
  const slugger = createSlugger();
  const headingIds = new Set([
    ...['Import', 'Props'].map((title) => slugger.slug(title)),
    ...tree.children
      .filter((node) => node.type === 'heading')
      .map((node) => slugger.slug(plainText(node))),
  ]);
  return (name) => {
    const id = createSlugger().slug(name);
    return headingIds.has(id) ? `${id}-prop` : id;
  };
}

/**
 * v8's DayPicker comment has `###` sections right under the page title: they
 * become `##` (their subsections likewise one level up), so the page's
 * headings don't skip a level (axe's heading-order).
 */
function promoteLeadingHeadings(nodes: RootContent[]): void {
  // The page's title (`#`) stays as it is.
  const headings = nodes.filter(
    (node): node is Heading => node.type === 'heading' && node.depth > 1,
  );
  const shift =
    Math.min(...headings.map((node) => node.depth)) -
    SECTION_HEADING_LEVELS.min;
  for (const heading of headings) {
    if (shift > 0) {
      heading.depth = (heading.depth - shift) as Heading['depth'];
    }
  }
}

/**
 * Adds to each version's generated `DayPicker` page the import line and one
 * table of every prop its reference documents, grouped by purpose, with the
 * type, default, first release, guides and playground link of each
 * (propRows.ts). The build fails, naming the props, when the reference and
 * the declarations disagree on them, or one has no release or group.
 */
export function remarkPropsPage({
  siteDir,
  form = 'page',
  registry = DOC_VERSIONS,
}: Options) {
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    if (!file.path?.endsWith(PROPS_PAGE)) {
      return;
    }
    const version = versionOfDoc(registry, file.path, siteDir);
    const model = typedocModel(siteDir, version);
    const since = sinceData(version.id);
    const sections: PropSection[] = propSections({
      version,
      documented: model.props(),
      declared: factsOf(siteDir, version).declarations.props(
        version.propsInterfaces,
      ),
      since,
      grouping: groupingOf(version.id),
      usage: await propUsage(siteDir, version),
      playgroundQueries:
        version.id === CURRENT_VERSION.id ? PLAYGROUND_QUERIES : {},
      anchorOf: rowAnchors(tree),
      typeUrl: (name) => model.url(name),
    });
    const importLine: Code = {
      type: 'code',
      lang: 'tsx',
      value: `import {DayPicker} from '${LIBRARY_PACKAGE}';`,
    };
    const intro: Paragraph = {
      type: 'paragraph',
      children: [
        text(
          `The props of DayPicker, grouped by purpose. Since is the first ${version.major}.x release whose type declarations have the prop (— for ${since.releases[0]}); Default is the default the package documents.`,
        ),
      ],
    };
    const added: RootContent[] = [
      heading('Import'),
      importLine,
      heading('Props'),
      intro,
      form === 'page' ? propsTableElement(sections) : markdownTable(sections),
    ];
    const firstSection = tree.children.findIndex(
      (node) => node.type === 'heading' && node.depth === 2,
    );
    promoteLeadingHeadings(
      tree.children.slice(0, firstSection === -1 ? undefined : firstSection),
    );
    tree.children.splice(
      firstSection === -1 ? tree.children.length : firstSection,
      0,
      ...added,
    );
    if (form === 'page') {
      tree.children.unshift(
        importNode(
          PROPS_TABLE_COMPONENT,
          `@site/src/components/${PROPS_TABLE_COMPONENT}`,
        ),
      );
    }
  };
}

export default remarkPropsPage;
