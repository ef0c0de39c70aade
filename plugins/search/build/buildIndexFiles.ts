/**
 * Groups the records of every built docs page by version and serialises one
 * MiniSearch index per version.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {DocVersionId} from '../../../src/data/docVersions';
import {
  docVersionIdOf,
  versionOfTag,
  type SearchRecord,
} from '../engine/records';
import {buildIndex, type IndexFile} from '../engine/searchEngine';
import {SECTION_KEYWORDS} from '../sectionKeywords';
import type {CrawlerConfig} from './crawlerConfig';
import {extractRecords} from './extractRecords';
import {htmlFileOfRoute} from '../../shared/builtFiles';

export function recordsOfSite(
  outDir: string,
  routesPaths: string[],
  config: CrawlerConfig,
  trailingSlash: boolean | undefined,
): SearchRecord[] {
  const stopped = (path: string) =>
    config.stop_urls.some((stop) => path.startsWith(stop));
  return routesPaths
    .filter((path) => !stopped(path))
    .map((path) => ({
      path,
      file: join(outDir, htmlFileOfRoute(path, trailingSlash)),
    }))
    .filter(({file}) => existsSync(file))
    .flatMap(({path, file}) =>
      extractRecords(readFileSync(file, 'utf8'), path, config),
    );
}

/** One index file per docs version, keyed by the registry's id (`v9`, `v8`). */
export function indexFilesByVersion(
  records: SearchRecord[],
): Map<DocVersionId, IndexFile> {
  const groups = new Map<DocVersionId, SearchRecord[]>();
  for (const record of records) {
    const docsPluginVersion = versionOfTag(record.docusaurusTag);
    if (docsPluginVersion === null) {
      throw new Error(
        `Search index: unexpected docusaurus_tag "${record.docusaurusTag}" on ${record.url}.`,
      );
    }
    const version = docVersionIdOf(docsPluginVersion);
    groups.set(version, [...(groups.get(version) ?? []), record]);
  }
  return new Map(
    [...groups].map(([version, group]) => {
      const languages = new Set(group.map((record) => record.language));
      if (languages.size !== 1) {
        throw new Error(
          `Search index: version ${version} mixes languages ${[...languages].join(', ')}.`,
        );
      }
      const index = buildIndex(
        group.map(({url, hierarchy, content}) => ({
          url,
          hierarchy,
          content,
          keywords: SECTION_KEYWORDS[url]?.join(' '),
        })),
      );
      return [
        version,
        {
          docusaurusTag: group[0].docusaurusTag,
          language: group[0].language,
          index: index.toJSON(),
        },
      ];
    }),
  );
}
