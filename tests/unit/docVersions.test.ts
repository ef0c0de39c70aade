/**
 * The registry of documented versions (src/data/docVersions.ts) and what the
 * build derives from it. The last part follows README's new-major recipe
 * ("Release a 9.x") with a third, fake version: adding its entry is
 * all it takes for its routes, examples, `<Prop>` links and API reference.
 */
import assert from 'node:assert/strict';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';

import {
  CURRENT_VERSION,
  DOC_VERSIONS,
  docVersion,
  type DocVersion,
} from '../../src/data/docVersions';
import {
  aliasedVersions,
  apiUrlBase,
  checkInstalledVersions,
  checkRegistry,
  checkVersionsJson,
  docsPluginVersions,
  stylesheetScope,
  typedocSource,
  versionOfDoc,
  versionOfExample,
} from '../../plugins/shared/docVersions';
import {resolveExample} from '../../plugins/remark-example/exampleSource';
import {installedVersion} from '../../config/versions';

const siteDir = join(__dirname, '..', '..');
const V8 = docVersion('v8');

describe('the registry', () => {
  it('has unique ids, the current version first at the root, the docs layout Docusaurus expects', () => {
    assert.doesNotThrow(() => checkRegistry(DOC_VERSIONS));
    const ids = DOC_VERSIONS.map((version) => version.id);
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(CURRENT_VERSION, DOC_VERSIONS[0]);
    assert.equal(CURRENT_VERSION.urlBase, '');
    assert.equal(CURRENT_VERSION.docsPluginVersion, 'current');
  });

  it('matches versions.json', () => {
    const versionsJson: string[] = JSON.parse(
      readFileSync(join(siteDir, 'versions.json'), 'utf8'),
    );
    assert.deepEqual(
      versionsJson,
      DOC_VERSIONS.slice(1).map((version) => version.docsPluginVersion),
    );
    assert.doesNotThrow(() => checkVersionsJson(DOC_VERSIONS, versionsJson));
    assert.throws(
      () => checkVersionsJson(DOC_VERSIONS, [...versionsJson, '7.4.10']),
      /versions\.json lists/,
    );
  });

  it('documents the installed packages', () => {
    assert.doesNotThrow(() =>
      checkInstalledVersions(DOC_VERSIONS, (name) =>
        installedVersion(siteDir, name),
      ),
    );
    assert.throws(
      () =>
        checkInstalledVersions(DOC_VERSIONS, (name) =>
          name === V8.packageName
            ? '8.0.0-other'
            : installedVersion(siteDir, name),
        ),
      new RegExp(
        `documents ${V8.packageName} ${V8.documentedVersion.replace(/\./g, '\\.')} for v8, but 8\\.0\\.0-other is installed`,
      ),
    );
  });

  it('rejects duplicate ids and a current version off the root', () => {
    assert.throws(
      () => checkRegistry([DOC_VERSIONS[0], {...DOC_VERSIONS[1], id: 'v9'}]),
      /share id "v9"/,
    );
    assert.throws(
      () => checkRegistry([DOC_VERSIONS[1], DOC_VERSIONS[0]]),
      /first entry \(v8\) is the current version/,
    );
  });

  it('refuses a docs file outside every version folder', () => {
    assert.equal(
      versionOfDoc(DOC_VERSIONS, join(siteDir, 'docs/start.mdx'), siteDir).id,
      'v9',
    );
    assert.throws(
      () =>
        versionOfDoc(
          DOC_VERSIONS,
          join(siteDir, 'versioned_docs/version-7.4.10/start.mdx'),
          siteDir,
        ),
      /is in no documented version's folder/,
    );
  });
});

describe('adding a version (README recipe) with a fake v7', () => {
  const v7: DocVersion = {
    id: 'v7',
    major: 7,
    documentedVersion: '7.4.10',
    packageName: 'react-day-picker-v7',
    docsPluginVersion: '7.4.10',
    docsDir: 'versioned_docs/version-7.4.10',
    urlBase: '/v7',
    examplesDir: 'examples-v7',
    typesEntry: 'types/index.d.ts',
    propsInterfaces: ['DayPickerProps'],
    stylesheet: 'lib/style.css',
    banner: 'unmaintained',
  };
  const registry = [...DOC_VERSIONS, v7];
  const tempSite = mkdtempSync(join(tmpdir(), 'docversions-'));
  after(() => rmSync(tempSite, {recursive: true, force: true}));
  const v7Doc = join(tempSite, v7.docsDir, 'start.mdx');
  mkdirSync(join(tempSite, v7.docsDir), {recursive: true});
  mkdirSync(join(tempSite, v7.examplesDir), {recursive: true});
  writeFileSync(v7Doc, '# Start\n');
  writeFileSync(
    join(tempSite, v7.examplesDir, 'Single.tsx'),
    'export default function Single() {}\n',
  );

  it('passes the registry checks, with its versions.json entry', () => {
    assert.doesNotThrow(() => checkRegistry(registry));
    assert.doesNotThrow(() =>
      checkVersionsJson(registry, [
        ...DOC_VERSIONS.slice(1).map((version) => version.docsPluginVersion),
        '7.4.10',
      ]),
    );
  });

  it('gets its route and banner in the docs plugin config', () => {
    assert.deepEqual(docsPluginVersions(registry)['7.4.10'], {
      label: '7.4.10',
      path: 'v7',
      banner: 'unmaintained',
    });
    assert.deepEqual(docsPluginVersions(registry).current, {
      label: CURRENT_VERSION.documentedVersion,
      path: '',
      banner: 'none',
    });
  });

  it('resolves its docs and its examples folder', () => {
    assert.equal(versionOfDoc(registry, v7Doc, tempSite).id, 'v7');
    assert.equal(versionOfExample(registry, 'examples-v7/Single.tsx'), v7);
    const example = resolveExample(
      'examples-v7/Single.tsx',
      v7Doc,
      tempSite,
      registry,
    );
    assert.equal(example.version, 'v7');
    assert.equal(example.importPath, '@site/examples-v7/Single');
    assert.throws(
      () => resolveExample('examples/Basic.tsx', v7Doc, tempSite, registry),
      /this page documents v7, but examples\/ holds v9 examples/,
    );
  });

  it('links its <Prop> tags to its own API reference', () => {
    assert.equal(apiUrlBase(v7), '/v7/api');
  });

  it('gets its TypeDoc source, scoped stylesheet and package alias', () => {
    assert.deepEqual(typedocSource(v7), {
      id: 'api-v7',
      entryPoint: 'node_modules/react-day-picker-v7/types/index.d.ts',
      out: 'versioned_docs/version-7.4.10/api',
    });
    assert.equal(stylesheetScope(v7), ':not(:root)[data-rdp-version="v7"]');
    assert.deepEqual(
      aliasedVersions(registry).map((version) => version.examplesDir),
      ['examples-v8', 'examples-v7'],
    );
  });
});
