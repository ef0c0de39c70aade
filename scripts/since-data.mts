// `npm run since-data`: writes src/data/since/<id>.json, the first release
// of each documented major whose type declarations have each export and
// each DayPicker prop (and where a @deprecated tag first appears), from
// every published release up to the documented one (scripts/lib/sinceDataFile.ts).
// The build only reads the committed files and never needs the network;
// `npm run release` reruns it for the current major.
import {resolve} from 'node:path';

import {DOC_VERSIONS} from '../src/data/docVersions';
import {registryTimes} from './lib/registry';
import {writeSinceData} from './lib/sinceDataFile';

const siteDir = resolve(import.meta.dirname, '..');
const published = Object.keys(registryTimes());
for (const version of DOC_VERSIONS) {
  console.log(writeSinceData(siteDir, version, published));
}
