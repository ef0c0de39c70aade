/**
 * What a release of DayPicker leaves for a maintainer to do by hand, read
 * from the installed package and the site's sources (no build needed):
 * `npm run release` prints these in one list, and tests/unit/since.test.ts
 * shares the since-data check.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';

import {allPages} from '../../plugins/site-links';
import {SITE_LINK_REDIRECTS} from '../../plugins/site-links/redirects';
import {PROPS_BY_GROUP} from '../../plugins/props-page/propGroups';
import {Declarations} from '../../plugins/remark-reference-table/declarations';
import {DOC_VERSIONS, type DocVersion} from '../../src/data/docVersions';
import {KNOWN_DEFECTS} from '../../src/data/knownDefects';
import type {SinceData} from '../../src/data/since';
import {nearestPage} from './linkSuggestion';
import {readReleaseApi} from './releaseApi';
import {compareReleases, sinceTagAgrees} from './sinceData';
import {handWrittenPages, mentionsIn} from './versionMentions';

const SITE_ORIGIN = 'https://daypicker.dev';

const packageDir = (siteDir: string, version: DocVersion) =>
  join(siteDir, 'node_modules', version.packageName);

/** Each `https://daypicker.dev/…` link in the package's declarations, with the first file and line that has it. */
function packageLinks(
  siteDir: string,
  version: DocVersion,
): Map<string, string> {
  const root = packageDir(siteDir, version);
  const dir = dirname(join(root, version.typesEntry));
  const links = new Map<string, string>();
  for (const file of readdirSync(dir, {recursive: true}).map(String).sort()) {
    if (!file.endsWith('.d.ts')) {
      continue;
    }
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const [url] of line.matchAll(
        /https:\/\/daypicker\.dev\/[^\s)\]>'"`*]*/g,
      )) {
        const link = url.replace(/[.,;:]+$/, '');
        if (!links.has(link)) {
          links.set(
            link,
            `${relative(siteDir, join(dir, file))}:${i + 1}`.replace(
              /^node_modules\//,
              '',
            ),
          );
        }
      }
    });
  }
  return links;
}

/**
 * The package's links to daypicker.dev that plugins/site-links can't map to
 * a page or section of this site (the build stops on each), with the line
 * of redirects.ts that would map it to the nearest page. A link into the
 * generated reference (`/api/…`) passes when its page is generated or the
 * package exports the name; the build checks its anchor.
 */
export async function unmappedLinks(
  siteDir: string,
  version: DocVersion,
): Promise<string[]> {
  const pages = await allPages(siteDir, DOC_VERSIONS);
  const exports = readReleaseApi(
    version.documentedVersion,
    packageDir(siteDir, version),
  ).exports;
  const found: string[] = [];
  for (const [link, where] of packageLinks(siteDir, version)) {
    const url = new URL(link);
    const key = `${url.pathname.replace(/(.)\/$/, '$1')}${url.hash}`;
    const target = new URL(SITE_LINK_REDIRECTS[key] ?? key, SITE_ORIGIN);
    const path = target.pathname.replace(/(.)\/$/, '$1');
    const anchor = decodeURIComponent(target.hash.slice(1));
    const page = pages.get(path);
    const resolved = page
      ? !anchor || page.sections.has(anchor)
      : path.startsWith('/api/') && exports.has(path.split('/').at(-1)!);
    if (resolved) {
      continue;
    }
    const suggestion = nearestPage(key, pages);
    found.push(
      `${link} (${where}): ${
        suggestion
          ? `add \`'${key}': '${suggestion}',\` to plugins/site-links/redirects.ts (the nearest page; point it at the section that explains it, writing one if needed)`
          : 'no page of the site resembles it: write the page or section it means, then map it in plugins/site-links/redirects.ts'
      }`,
    );
  }
  return found;
}

/** The props the reference documents (TypeDoc leaves out `@private` and `@internal` ones). */
function documentedProps(siteDir: string, version: DocVersion): string[] {
  const props = new Declarations(
    join(packageDir(siteDir, version), version.typesEntry),
  ).props(version.propsInterfaces);
  return [...props.values()]
    .filter((prop) => !('private' in prop.tags) && !('internal' in prop.tags))
    .map((prop) => prop.name);
}

/** Props with no group on the props page, and group entries that are no longer props. */
export function ungroupedProps(siteDir: string, version: DocVersion): string[] {
  const props = documentedProps(siteDir, version);
  const grouping = PROPS_BY_GROUP[version.id as keyof typeof PROPS_BY_GROUP];
  const grouped = Object.values(grouping).flat();
  return [
    ...props
      .filter((prop) => !grouped.includes(prop))
      .map(
        (prop) =>
          `${prop}: add it to one group of PROPS_BY_GROUP.${version.id} in plugins/props-page/propGroups.ts`,
      ),
    ...grouped
      .filter((name) => !props.includes(name))
      .map(
        (name) =>
          `${name}: no longer a documented prop; remove it from PROPS_BY_GROUP.${version.id} in plugins/props-page/propGroups.ts`,
      ),
  ];
}

/**
 * Where the since data and the installed package disagree: an export or
 * prop with no recorded release, and a prop whose own `@since` tag names
 * another release than the first one that has it.
 */
export function sinceGaps(
  siteDir: string,
  version: DocVersion,
  data: SinceData,
): string[] {
  const dir = packageDir(siteDir, version);
  const installed = readReleaseApi(version.documentedVersion, dir);
  const gaps = [
    ...[...installed.exports.keys()]
      .filter((name) => !data.exports[name])
      .map(
        (name) =>
          `export ${name}: no release recorded; run "npm run since-data"`,
      ),
    ...[...installed.props.keys()]
      .filter((name) => !data.props[name])
      .map(
        (name) => `prop ${name}: no release recorded; run "npm run since-data"`,
      ),
  ];
  const declared = new Declarations(join(dir, version.typesEntry)).props(
    version.propsInterfaces,
  );
  for (const [name, prop] of declared) {
    const tag = prop.tags.since?.trim();
    const first = data.props[name]?.since;
    if (tag && first && !sinceTagAgrees(tag, first)) {
      gaps.push(
        `prop ${name}: its @since ${tag} disagrees with ${first}, the first release whose declarations have it (a defect of the package: the site shows ${first})`,
      );
    }
  }
  return gaps;
}

/** Exports and props that first appear, or turn deprecated, after `since`. */
export function newSince(data: SinceData, since: string): string[] {
  const after = (release: string | undefined) =>
    release !== undefined && compareReleases(release, since) > 0;
  return (['exports', 'props'] as const).flatMap((kind) =>
    Object.entries(data[kind]).flatMap(([name, entry]) => [
      ...(after(entry.since)
        ? [
            `${kind === 'props' ? 'prop' : 'export'} ${name}: new in ${entry.since}`,
          ]
        : []),
      ...(after(entry.deprecatedSince)
        ? [
            `${kind === 'props' ? 'prop' : 'export'} ${name}: deprecated in ${entry.deprecatedSince}`,
          ]
        : []),
    ]),
  );
}

/** The sentences of the version's hand-written pages that name `release`: `page:line: sentence`. */
export function sentencesNaming(
  siteDir: string,
  version: DocVersion,
  release: string,
): string[] {
  return handWrittenPages(siteDir, version).flatMap(({path, text}) =>
    mentionsIn(path, text, release).map(
      (mention) => `${mention.path}:${mention.line}: ${mention.sentence}`,
    ),
  );
}

/** The releases a changelog page lacks a `## x.y.z` section for, with their dates. */
export function missingChangelogSections(
  siteDir: string,
  version: DocVersion,
  releases: readonly {version: string; released: string | null}[],
): string[] {
  const path = `${version.docsDir}/changelog.md`;
  const text = readFileSync(join(siteDir, path), 'utf8');
  return releases
    .filter(
      ({version: release}) =>
        !new RegExp(`^## ${release.replace(/\./g, '\\.')}\\s*$`, 'm').test(
          text,
        ),
    )
    .map(
      ({version: release, released}) =>
        `${path}: a \`## ${release}\` section${released ? ` with \`_Released on ${released}._\`` : ''}`,
    );
}

/**
 * The known defects of the version (src/data/knownDefects.ts) that the
 * release may change: one fixed by a release up to `to`, and one still open
 * as of a release before `to`, to reproduce against it.
 */
export function defectsToRecheck(
  version: DocVersion,
  from: string,
  to: string,
): string[] {
  return KNOWN_DEFECTS.filter(
    (defect) => defect.version === version.id,
  ).flatMap((defect) => {
    const pages = defect.where
      .map((place) => `${place.page}#${place.anchor}`)
      .join(', ');
    if ('fixedIn' in defect.fix) {
      const fixed = defect.fix.fixedIn;
      return compareReleases(fixed, from) > 0 && compareReleases(fixed, to) <= 0
        ? [
            `${defect.id}: fixed in ${fixed}, which ${to} includes: remove its entry and its <KnownDefect id="${defect.id}" /> from ${pages}, and re-read those sections`,
          ]
        : [];
    }
    return compareReleases(defect.fix.openAsOf, to) < 0
      ? [
          `${defect.id}: open as of ${defect.fix.openAsOf}: tests/unit/facts/knownDefects.test.ts reproduces it against ${to}; if ${to} still has it, set openAsOf to ${to}, else write the release that fixed it and update ${pages}`,
        ]
      : [];
  });
}
