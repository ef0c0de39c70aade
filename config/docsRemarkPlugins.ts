import type {PluggableList} from 'unified';

import remarkApiSince from '../plugins/api-since';
import remarkCorrectedDescriptions from '../plugins/corrected-descriptions';
import remarkPropsPage from '../plugins/props-page';
import remarkDocumentedVersion from '../plugins/remark-documented-version';
import remarkExample from '../plugins/remark-example';
import remarkKnownDefect from '../plugins/remark-known-defect';
import remarkProp from '../plugins/remark-prop';
import remarkReferenceTable from '../plugins/remark-reference-table';
import remarkSiteLinks from '../plugins/site-links';

/** The production site's origin; links to it in the packages' comments stay on this site. */
export const SITE_URL = 'https://daypicker.dev';

/**
 * The site's own remark plugins for the docs, in order. Docusaurus runs them
 * before its own, so the headings and links these add get anchors, a
 * table-of-contents entry and link checking; `npm run check` compiles an
 * edited page with them too.
 */
export function docsRemarkPlugins(siteDir: string): PluggableList {
  return [
    [remarkDocumentedVersion, {siteDir}],
    [remarkExample, {siteDir}],
    [remarkProp, {siteDir}],
    [remarkPropsPage, {siteDir}],
    [remarkApiSince, {siteDir}],
    [remarkCorrectedDescriptions, {siteDir}],
    [remarkSiteLinks, {siteDir, siteUrl: SITE_URL}],
    [remarkReferenceTable, {siteDir}],
    [remarkKnownDefect, {siteDir}],
  ];
}
