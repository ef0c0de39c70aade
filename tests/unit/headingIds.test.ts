/**
 * A heading id that names a prop, and every id the packages' own `@see`
 * links target, must sit on the section that explains that prop: other
 * sites and the packages' docs land readers there. The check is a
 * heuristic: the section (its heading and text, up to the next heading of
 * the same level or higher) names the prop.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, it} from 'node:test';
import {load, type CheerioAPI} from 'cheerio';

import {Declarations} from '../../plugins/remark-reference-table/declarations';
import {SITE_LINK_REDIRECTS} from '../../plugins/site-links/redirects';
import {htmlFileOfRoute, TRAILING_SLASH} from '../../plugins/shared/builtFiles';
import {DOC_VERSIONS, type DocVersion} from '../../src/data/docVersions';

const siteDir = join(__dirname, '..', '..');
const buildDir = join(siteDir, 'build');
const SITE = 'daypicker.dev';

interface Target {
  route: string;
  id: string;
  prop: string;
  why: string;
  /** What to change when the target isn't the prop's section. */
  fix: string;
}

/** `@see https://daypicker.dev/page#id` in a prop's doc comment, per prop. */
function seeLinks(version: DocVersion): Target[] {
  const typesDir = dirname(
    join(siteDir, 'node_modules', version.packageName, version.typesEntry),
  );
  const declarations = readdirSync(typesDir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => readFileSync(join(typesDir, file), 'utf8'))
    .join('\n');
  const targets: Target[] = [];
  for (const [, comment, prop] of declarations.matchAll(
    /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*(?:readonly\s+)?["']?([\w-]+)["']?\??:/g,
  )) {
    for (const [, linked, linkedId] of comment!.matchAll(
      new RegExp(`${SITE.replace('.', '\\.')}(/[\\w/-]*)#([\\w-]+)`, 'g'),
    )) {
      // Where plugins/site-links sends the link on this site.
      const [path, id = ''] = (
        SITE_LINK_REDIRECTS[`${linked}#${linkedId}`] ?? `${linked}#${linkedId}`
      ).split('#');
      targets.push({
        route: `${version.urlBase}${path}`,
        id,
        prop: prop!,
        why: `@see of ${prop}`,
        fix: `The installed ${version.packageName} sends readers of ${prop} there: explain ${prop} in a section under that heading id (on a new page if the page is missing), or point the link at a section that does in plugins/site-links/redirects.ts.`,
      });
    }
  }
  return targets;
}

/** Explicit `{#id}` heading ids of a version's pages that spell a prop. */
function propHeadingIds(version: DocVersion): Target[] {
  const props = [
    ...new Declarations(
      join(siteDir, 'node_modules', version.packageName, version.typesEntry),
    )
      .props(version.propsInterfaces)
      .keys(),
  ];
  const bySpelling = new Map(
    props.map((prop) => [prop.toLowerCase().replace(/-/g, ''), prop]),
  );
  const root = join(siteDir, version.docsDir);
  const targets: Target[] = [];
  for (const file of readdirSync(root, {recursive: true}).map(String)) {
    if (!file.endsWith('.mdx') || file.startsWith('api')) {
      continue;
    }
    const route = `${version.urlBase}/${file.replace(/(^|\/)index\.mdx$/, '').replace(/\.mdx$/, '')}`;
    for (const [, id] of readFileSync(join(root, file), 'utf8').matchAll(
      /^#{2,6} .*\{#([\w-]+)\}\s*$/gm,
    )) {
      const prop = bySpelling.get(id!.replace(/-/g, ''));
      if (prop) {
        targets.push({
          route,
          id: id!,
          prop,
          why: `heading id {#${id}}`,
          fix: `The id names the prop ${prop}: explain ${prop} in that h2/h3 section, or give the heading an id that names no prop.`,
        });
      }
    }
  }
  return targets;
}

const pages = new Map<string, CheerioAPI | undefined>();
function page(route: string): CheerioAPI | undefined {
  if (!pages.has(route)) {
    const file = join(buildDir, htmlFileOfRoute(route, TRAILING_SLASH));
    pages.set(
      route,
      existsSync(file) ? load(readFileSync(file, 'utf8')) : undefined,
    );
  }
  return pages.get(route);
}

/** The heading's text and its section's, up to the next heading of its level or higher. */
function sectionText(route: string, id: string): string | undefined {
  const $ = page(route);
  const heading = $?.(`article h2[id="${id}"], article h3[id="${id}"]`);
  if (!$ || !heading || heading.length === 0) {
    return undefined;
  }
  const level = Number(heading.prop('tagName')!.slice(1));
  let text = heading.text();
  for (let node = heading.next(); node.length > 0; node = node.next()) {
    const tag = node.prop('tagName')!.toLowerCase();
    if (/^h[1-6]$/.test(tag) && Number(tag.slice(1)) <= level) {
      break;
    }
    // Tags become spaces, so table cells don't run into each other.
    text += ` ${$.html(node).replace(/<[^>]+>/g, ' ')}`;
  }
  return text;
}

const TARGETS = new Map(
  DOC_VERSIONS.map((version) => [
    version,
    [...seeLinks(version), ...propHeadingIds(version)],
  ]),
);

it("finds the packages' @see links and the prop heading ids", () => {
  const all = [...TARGETS.values()].flat();
  assert.ok(all.some(({why}) => why.startsWith('@see')));
  assert.ok(all.some(({why}) => why.startsWith('heading')));
});

for (const [version, targets] of TARGETS) {
  describe(`${version.id}: heading ids that readers land on`, () => {
    for (const {route, id, prop, why, fix} of targets) {
      it(`${route}#${id} explains ${prop} (${why})`, () => {
        const opening = sectionText(route, id);
        assert.ok(
          opening !== undefined,
          `${page(route) ? `${route} has no h2/h3 #${id}` : `The site has no page ${route}`}. ${fix}`,
        );
        assert.match(
          opening,
          new RegExp(`\\b${prop}\\b`),
          `The section doesn't name ${prop}: "${opening.slice(0, 200)}". ${fix}`,
        );
      });
    }
  });
}
