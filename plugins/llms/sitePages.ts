import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** The labels of the site's sidebars, which name the sections of llms.txt and the cards. */
export type SidebarLabels = Record<string, string>;

export interface SitePage {
  doc: DocMetadata;
  /** Sidebar id, or undefined for a doc in no sidebar. */
  sidebar: string | undefined;
  /** Top-level sidebar category, or the sidebar's label for pages outside categories. */
  section: string;
}

export interface PageSection {
  title: string;
  pages: SitePage[];
}

/** Heading for docs that are published but in no sidebar, so none goes missing from llms.txt. */
export const UNLISTED_SECTION = 'Other pages';

function sidebarLabel(labels: SidebarLabels, sidebar: string): string {
  const label = labels[sidebar];
  if (!label) {
    throw new Error(
      `The llms plugin has no label for the sidebar "${sidebar}": add it to its sidebarLabels option.`,
    );
  }
  return label;
}

/** Doc ids of a sidebar subtree in reading order (category links first). */
function docIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') {
      return [item.id];
    }
    if (item.type === 'category') {
      const link = item.link?.type === 'doc' ? [item.link.id] : [];
      return [...link, ...docIds(item.items)];
    }
    return [];
  });
}

/**
 * The published pages of one docs version grouped as its sidebars show
 * them: one section per top-level category, one for each sidebar's
 * uncategorised pages, then the pages no sidebar lists.
 */
export function versionSections(
  version: LoadedVersion,
  labels: SidebarLabels,
): PageSection[] {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const placed = new Set<string>();
  const sections: PageSection[] = [];
  const section = (title: string) => {
    let found = sections.find((s) => s.title === title);
    if (!found) {
      found = {title, pages: []};
      sections.push(found);
    }
    return found;
  };
  const add = (title: string, sidebar: string | undefined, ids: string[]) => {
    for (const id of ids) {
      const doc = byId.get(id);
      // A sidebar may list a doc twice (say, as a category link and an item).
      if (doc && !placed.has(id)) {
        placed.add(id);
        section(title).pages.push({doc, sidebar, section: title});
      }
    }
  };
  for (const [sidebar, items] of Object.entries(version.sidebars)) {
    const label = sidebarLabel(labels, sidebar);
    for (const item of items) {
      add(
        item.type === 'category' ? item.label : label,
        sidebar,
        docIds([item]),
      );
    }
  }
  add(
    UNLISTED_SECTION,
    undefined,
    version.docs.map((doc) => doc.id),
  );
  return sections;
}
