import type {DocVersion} from '../../src/data/docVersions';
import {sinceLabel, type SinceData} from '../../src/data/since';
import type {PropMember} from '../remark-reference-table/declarations';
import {propDefault, summary} from '../remark-reference-table/tables';
import type {PropUsage} from '../remark-prop/propUsage';
import {correctedSummary} from '../corrected-descriptions/corrections';
import type {ApiProp} from '../typedoc/model';
import {
  PROP_GROUPS,
  groupOf,
  type PropGroupId,
  type PropGrouping,
} from './propGroups';

/** A piece of a type as written: plain text, or a name with its reference page. */
export interface TypePart {
  text: string;
  url?: string;
}

/** What every props table shows of a prop: DayPicker's and each custom component's. */
export interface MemberRow {
  name: string;
  /** The row's own anchor on its page. */
  anchor: string;
  type: TypePart[];
  /** Markdown, as the props tables of the docs read it; `undefined` when the package names none. */
  defaultValue: string | undefined;
  /** One paragraph of Markdown. */
  description: string;
}

/** A row of DayPicker's props table, which adds releases, guides and the playground. */
export interface PropRow extends MemberRow {
  since: string;
  deprecatedSince: string | undefined;
  guides: {title: string; url: string}[];
  /** `/playground?…` with the prop set, for props the playground offers. */
  playgroundUrl: string | undefined;
}

export interface PropSection {
  id: PropGroupId;
  title: string;
  rows: PropRow[];
}

export interface PropsPageInput {
  version: DocVersion;
  /** The reference's props (TypeDoc's model): its list, links and text. */
  documented: ReadonlyMap<string, ApiProp>;
  /** The declarations' props: the type and default as written. */
  declared: ReadonlyMap<string, PropMember>;
  since: SinceData;
  grouping: PropGrouping;
  usage: readonly PropUsage[];
  /** Playground queries by prop, for the version the playground runs. */
  playgroundQueries: Readonly<Record<string, string>>;
  /** The id Docusaurus' slugger gives a heading or anchor named `name`. */
  anchorOf: (name: string) => string;
  /** A type name's page in the version's reference, when it has one. */
  typeUrl: (name: string) => string | undefined;
}

/** Tags that keep a declared prop out of the reference (TypeDoc's excludePrivate and friends). */
const HIDDEN = ['private', 'internal', 'hidden', 'ignore'];

const TYPE_NAME = /\b[A-Z][A-Za-z0-9]*\b/g;

/** A type as written, each name the reference has a page for linked to it. */
export function typeParts(
  type: string,
  typeUrl: (name: string) => string | undefined,
): TypePart[] {
  const parts: TypePart[] = [];
  let last = 0;
  for (const match of type.matchAll(TYPE_NAME)) {
    const url = typeUrl(match[0]);
    if (!url) {
      continue;
    }
    if (match.index > last) {
      parts.push({text: type.slice(last, match.index)});
    }
    parts.push({text: match[0], url});
    last = match.index + match[0].length;
  }
  if (last < type.length) {
    parts.push({text: type.slice(last)});
  }
  return parts;
}

/**
 * A declared prop's row: its type as written (` | undefined` dropped, names
 * linked), default and summary, or its deprecation when it has no summary.
 */
export function memberRow(
  declared: PropMember,
  description: string,
  anchor: string,
  typeUrl: (name: string) => string | undefined,
): MemberRow {
  return {
    name: declared.name,
    anchor,
    type: typeParts(declared.type.replace(/ \| undefined$/, ''), typeUrl),
    defaultValue: propDefault(declared),
    description:
      summary(description) ||
      (declared.tags.deprecated
        ? `Deprecated. ${summary(declared.tags.deprecated)}`
        : ''),
  };
}

/** Names in one list and not the other, as a sentence for the build log. */
function checkSameProps(input: PropsPageInput): void {
  const shown = [...input.declared.values()].filter(
    (prop) => !HIDDEN.some((tag) => tag in prop.tags),
  );
  const noDefaults = [...input.documented.keys()].filter(
    (name) => !input.declared.has(name),
  );
  const notDocumented = shown
    .map((prop) => prop.name)
    .filter((name) => !input.documented.has(name));
  const problems = [
    ...noDefaults.map(
      (name) =>
        `"${name}" is in the API reference but not in the declarations the defaults are read from`,
    ),
    ...notDocumented.map(
      (name) =>
        `"${name}" is declared (with its default) but missing from the API reference`,
    ),
    ...[...input.documented.keys()]
      .filter((name) => !input.since.props[name])
      .map(
        (name) =>
          `"${name}" has no release in src/data/since/${input.version.id}.json (run "npm run since-data")`,
      ),
    ...[...input.documented.keys()]
      .filter((name) => !groupOf(input.grouping, name))
      .map(
        (name) =>
          `"${name}" is in no group of plugins/props-page/propGroups.ts`,
      ),
  ];
  if (problems.length > 0) {
    throw new Error(
      `DayPicker ${input.version.id} props page:\n- ${problems.join('\n- ')}`,
    );
  }
}

/**
 * The rows of a version's props page, grouped by purpose. Throws, naming
 * each prop, when the reference and the declarations disagree on the props,
 * or a prop has no release or no group.
 */
export function propSections(input: PropsPageInput): PropSection[] {
  checkSameProps(input);
  const row = (name: string): PropRow => {
    const reference = input.documented.get(name)!;
    const declared = input.declared.get(name)!;
    const since = input.since.props[name]!;
    const query = input.playgroundQueries[name];
    return {
      ...memberRow(
        declared,
        correctedSummary(
          input.version.id,
          'prop',
          name,
          summary(reference.description),
        ),
        input.anchorOf(name),
        input.typeUrl,
      ),
      since: sinceLabel(input.since, since.since),
      deprecatedSince: since.deprecatedSince,
      guides: input.usage
        .filter((page) => page.props.includes(name))
        .map(({title, url}) => ({title, url})),
      playgroundUrl: query ? `/playground?${query}` : undefined,
    };
  };
  return PROP_GROUPS.map((group) => ({
    id: group.id,
    title: group.title,
    rows: input.grouping[group.id]
      .filter((name) => input.documented.has(name))
      .map(row),
  }));
}
