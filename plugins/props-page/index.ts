import type {
  Code,
  Heading,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import {relative, sep} from 'node:path';

import {createSlugger} from '@docusaurus/utils';

import {
  CURRENT_VERSION,
  DOC_VERSIONS,
  type DocVersion,
} from '../../src/data/docVersions';
import {PLAYGROUND_QUERIES} from '../../src/data/playgroundLinks';
import {sinceData} from '../../src/data/since';
import {SECTION_HEADING_LEVELS} from '../../src/data/headingLevels';
import {importNode} from '../remark-example';
import {factsOf} from '../remark-reference-table';
import {propUsage} from '../remark-prop/propUsage';
import type {ComponentMember} from '../remark-reference-table/declarations';
import {
  LIBRARY_PACKAGE,
  versionOfDoc,
  type Registry,
} from '../shared/docVersions';
import {sectionLink} from '../site-links';
import {typedocModel} from '../typedoc/model';
import {componentGuideOf, componentProps, guideSection} from './componentProps';
import {groupingOf} from './propGroups';
import {propSections} from './propRows';
import {
  markdownTable,
  propsTableElement,
  PROPS_TABLE_COMPONENT,
  type PropsTableInput,
} from './render';

export interface Options {
  siteDir: string;
  /** `page` for the site (the filterable table), `markdown` for the page's Markdown twin. */
  form?: 'page' | 'markdown';
  /** The documented versions; the site's own registry unless a test passes one. */
  registry?: Registry;
}

/** The generated pages of functions: DayPicker's, and those of the custom components. */
const FUNCTION_PAGE = new RegExp(
  `\\${sep}api\\${sep}functions\\${sep}(\\w+)\\.md$`,
);

/** The section a custom component's page gets. */
const COMPONENT_PROPS_TITLE = 'Props DayPicker passes';

const text = (value: string) => ({type: 'text' as const, value});
const inlineCode = (value: string) => ({type: 'inlineCode' as const, value});

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
function rowAnchors(
  tree: Root,
  addedTitles: readonly string[],
): (name: string) => string {
  const slugger = createSlugger();
  const headingIds = new Set([
    ...addedTitles.map((title) => slugger.slug(title)),
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

/** Inserts `added` before the page's first section, its leading headings one level up. */
function insertSection(tree: Root, added: RootContent[]): void {
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
}

interface PageContext {
  siteDir: string;
  registry: Registry;
  form: 'page' | 'markdown';
  version: DocVersion;
  tree: Root;
  file: string;
}

/** The table in the page's form: the pre-rendered table in its component, or a Markdown table. */
function tableNode(
  context: PageContext,
  table: PropsTableInput,
  filter: boolean,
): RootContent {
  return context.form === 'page'
    ? propsTableElement(table, {filter})
    : markdownTable(table);
}

/** DayPicker's page: the import line, then every prop, grouped by purpose. */
async function propsPage(context: PageContext): Promise<RootContent[]> {
  const {siteDir, version, tree} = context;
  const model = typedocModel(siteDir, version);
  const since = sinceData(version.id);
  const sections = propSections({
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
    anchorOf: rowAnchors(tree, ['Import', 'Props']),
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
  return [
    heading('Import'),
    importLine,
    heading('Props'),
    intro,
    tableNode(
      context,
      {columns: ['type', 'default', 'since', 'description'], sections},
      true,
    ),
  ];
}

/**
 * A custom component's page: the props its props type declares, the outside
 * types it includes, and the guide's section about replacing it.
 */
async function componentPage(
  context: PageContext,
  component: ComponentMember,
): Promise<RootContent[]> {
  const {siteDir, version, tree} = context;
  const model = typedocModel(siteDir, version);
  const declarations = factsOf(siteDir, version).declarations;
  const props = componentProps(
    component,
    (name) => declarations.propsType(name),
    rowAnchors(tree, [COMPONENT_PROPS_TITLE]),
    (name) => model.url(name),
  );
  const name = inlineCode(component.name);
  const typeName = (value: string): PhrasingContent => {
    const url = model.url(value);
    return url
      ? {type: 'link', url, children: [inlineCode(value)]}
      : inlineCode(value);
  };
  const includes = props.includes.flatMap((type, index) => [
    ...(index > 0 ? [text(' and ')] : []),
    inlineCode(type),
  ]);
  const summary: PhrasingContent[] = !props.propsType
    ? [name, text(' takes no props.')]
    : props.rows.length === 0
      ? [
          text('The props type of '),
          name,
          text(' is '),
          typeName(props.propsType),
          text(', which declares no members of its own: it is '),
          ...includes,
          text('.'),
        ]
      : [
          text('The props type of '),
          name,
          text(' is '),
          typeName(props.propsType),
          text('. The members it declares:'),
        ];
  const guide = guideSection(componentGuideOf(version.id), component.name);
  const link = await sectionLink(
    siteDir,
    context.registry,
    guide.path,
    guide.anchor,
    context.file,
  );
  return [
    heading(COMPONENT_PROPS_TITLE),
    {type: 'paragraph', children: summary},
    ...(props.rows.length > 0
      ? [
          tableNode(
            context,
            {
              columns: ['type', 'default', 'description'],
              sections: [{rows: props.rows}],
            },
            false,
          ),
          ...(includes.length > 0
            ? [
                {
                  type: 'paragraph' as const,
                  children: [text('It also includes '), ...includes, text('.')],
                },
              ]
            : []),
        ]
      : []),
    {
      type: 'paragraph',
      children: [text('To render your own instead, see '), link, text('.')],
    },
  ];
}

/** Each version's custom components by name, read once. */
const componentsCache = new Map<string, Map<string, ComponentMember>>();

function componentsOf(
  siteDir: string,
  version: DocVersion,
): Map<string, ComponentMember> {
  const key = `${siteDir}\0${version.id}`;
  let found = componentsCache.get(key);
  if (!found) {
    found = new Map(
      factsOf(siteDir, version)
        .declarations.componentMembers('CustomComponents')
        .map((component) => [component.name, component]),
    );
    componentsCache.set(key, found);
  }
  return found;
}

/**
 * Adds props tables to the generated reference. Each version's `DayPicker`
 * page gets the import line and one table of every prop its reference
 * documents, grouped by purpose, with the type, default, first release,
 * guides and playground link of each (propRows.ts); the build fails, naming
 * the props, when the reference and the declarations disagree on them, or
 * one has no release or group. The page of each custom component (a key of
 * `CustomComponents`) gets the props its props type declares and a link to
 * the guide's section about replacing it (componentProps.ts); the build
 * fails, naming the component, when its props type is missing.
 */
export function remarkPropsPage({
  siteDir,
  form = 'page',
  registry = DOC_VERSIONS,
}: Options) {
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    const name = file.path && FUNCTION_PAGE.exec(file.path)?.[1];
    if (!name) {
      return;
    }
    const version = versionOfDoc(registry, file.path!, siteDir);
    const component =
      name === 'DayPicker'
        ? undefined
        : componentsOf(siteDir, version).get(name);
    if (name !== 'DayPicker' && !component) {
      return;
    }
    const context: PageContext = {
      siteDir,
      registry,
      form,
      version,
      tree,
      file: relative(siteDir, file.path!),
    };
    const added = component
      ? await componentPage(context, component)
      : await propsPage(context);
    insertSection(tree, added);
    const hasTable = added.some(
      (node) =>
        node.type === 'mdxJsxFlowElement' &&
        node.name === PROPS_TABLE_COMPONENT,
    );
    if (hasTable) {
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
