import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';

import {createSlugger, GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import type {JSONOutput} from 'typedoc';

import type {DocVersion} from '../../src/data/docVersions';
import {apiUrlBase, typedocSource} from '../shared/docVersions';

/**
 * The JSON model TypeDoc writes of a version's API in the same run as its
 * Markdown pages: the one place the build learns which declarations and
 * members the reference has, and where each one's page and anchor are.
 */

/** Where a version's TypeDoc run writes its JSON model (git-ignored, rewritten whenever TypeDoc runs). */
export function typedocModelFile(siteDir: string, version: DocVersion): string {
  return join(
    siteDir,
    GENERATED_FILES_DIR_NAME,
    'typedoc',
    `${typedocSource(version).id}.model.json`,
  );
}

/**
 * The folder each kind of top-level declaration gets its page in: TypeDoc's
 * `ReflectionKind` values (its `typedoc/models` module is ESM only, which the
 * config loader can't require) and the Markdown router's folder names.
 */
const PAGE_FOLDERS = new Map<number, string>([
  [8, 'enumerations'],
  [32, 'variables'],
  [64, 'functions'],
  [128, 'classes'],
  [256, 'interfaces'],
  [2097152, 'type-aliases'],
]);

/** The heading id Docusaurus gives a member's `### name?` heading. */
function memberAnchor(name: string): string {
  return createSlugger().slug(name);
}

/** A comment's text, `{@link Target}` written as its link text or target. */
function commentText(parts: readonly JSONOutput.CommentDisplayPart[]): string {
  return parts
    .map((part) => part.text)
    .join('')
    .trim();
}

export interface ApiProp {
  name: string;
  /** The props interface whose page documents it (the first of the registry's list). */
  declaredIn: string;
  /** Its page and anchor in the version's API reference. */
  url: string;
  /** Its doc comment's text, before the block tags. */
  description: string;
}

export class TypedocModel {
  private readonly declarations: Map<string, JSONOutput.DeclarationReflection>;
  private propsByName: Map<string, ApiProp> | undefined;

  constructor(
    readonly version: DocVersion,
    project: JSONOutput.ProjectReflection,
  ) {
    this.declarations = new Map(
      (project.children ?? []).map((child) => [child.name, child]),
    );
  }

  /** The URL of a declaration's page, or of a member's anchor on it; `undefined` when the reference has no such page. */
  url(name: string, member?: string): string | undefined {
    const declaration = this.declarations.get(name);
    const folder = declaration && PAGE_FOLDERS.get(declaration.kind);
    if (!folder) {
      return undefined;
    }
    const page = `${apiUrlBase(this.version)}/${folder}/${name}`;
    return member ? `${page}#${memberAnchor(member)}` : page;
  }

  /**
   * DayPicker's props: the members of the registry's props interfaces, each
   * from the first interface that has it (so `mode` links to `PropsBase`).
   */
  props(): Map<string, ApiProp> {
    this.propsByName ??= this.readProps();
    return this.propsByName;
  }

  private readProps(): Map<string, ApiProp> {
    const props = new Map<string, ApiProp>();
    for (const name of this.version.propsInterfaces) {
      for (const member of this.declarations.get(name)?.children ?? []) {
        if (!props.has(member.name)) {
          props.set(member.name, {
            name: member.name,
            declaredIn: name,
            url: this.url(name, member.name)!,
            description: commentText(member.comment?.summary ?? []),
          });
        }
      }
    }
    if (props.size === 0) {
      throw new Error(
        `TypeDoc's model of DayPicker ${this.version.id} has none of the props interfaces ${this.version.propsInterfaces.join(', ')} (src/data/docVersions.ts).`,
      );
    }
    return props;
  }
}

/** Each version's model, read once per TypeDoc run (a rerun rewrites the file). */
const cache = new Map<string, {written: number; model: TypedocModel}>();

/** The model the build's TypeDoc run wrote for a version. */
export function typedocModel(
  siteDir: string,
  version: DocVersion,
): TypedocModel {
  const file = typedocModelFile(siteDir, version);
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: TypeDoc writes it with the API reference during "npm run build" or "npm start" (or "npx docusaurus generate-typedoc"). Check the TypeDoc output for errors.`,
    );
  }
  const written = statSync(file).mtimeMs;
  const cached = cache.get(file);
  if (cached?.written === written) {
    return cached.model;
  }
  const model = new TypedocModel(
    version,
    JSON.parse(readFileSync(file, 'utf8')) as JSONOutput.ProjectReflection,
  );
  cache.set(file, {written, model});
  return model;
}
