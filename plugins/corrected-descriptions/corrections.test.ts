import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {docVersion, type DocVersionId} from '../../src/data/docVersions';
import {PackageFacts, summary} from '../remark-reference-table/tables';
import {cssVariables} from '../remark-reference-table/stylesheet';
import {CORRECTED_DESCRIPTIONS, correctedSummary} from './corrections';

const siteDir = join(__dirname, '..', '..');

/** The installed package's summary of a corrected description, as the tables read it. */
function packageSummary(
  facts: PackageFacts,
  kind: string,
  name: string,
): string | undefined {
  if (kind === 'prop') {
    const prop = facts.declarations
      .props(facts.version.propsInterfaces)
      .get(name);
    return prop && summary(prop.description);
  }
  if (kind === 'member') {
    const [type, member] = name.split('.');
    const found = facts.declarations
      .enumMembers(type)
      .find((entry) => entry.name === member);
    return found && summary(found.description);
  }
  return cssVariables(facts.stylesheet()).find(
    (variable) => variable.name === name,
  )?.description;
}

// Reading a package's declarations takes seconds: once per version.
const factsByVersion = new Map<DocVersionId, PackageFacts>();
function packageFacts(versionId: DocVersionId): PackageFacts {
  let facts = factsByVersion.get(versionId);
  if (!facts) {
    facts = new PackageFacts(siteDir, docVersion(versionId));
    factsByVersion.set(versionId, facts);
  }
  return facts;
}

describe('corrected descriptions', () => {
  for (const entry of CORRECTED_DESCRIPTIONS) {
    it(`${entry.version} ${entry.name}: the package still says what the correction replaces`, () => {
      const version = docVersion(entry.version);
      const facts = packageFacts(entry.version);
      assert.equal(
        packageSummary(facts, entry.kind, entry.name),
        entry.packageText,
        `the installed ${version.packageName} ${facts.manifest.version} describes ${entry.name} differently now: re-check its correction in plugins/corrected-descriptions/corrections.ts (${entry.why})`,
      );
      assert.notEqual(entry.corrected, entry.packageText);
    });
  }

  it('the site shows the correction while the package text is unchanged, and the package text once it changes', () => {
    const [entry] = CORRECTED_DESCRIPTIONS;
    assert.equal(
      correctedSummary(
        entry.version,
        entry.kind,
        entry.name,
        entry.packageText,
      ),
      entry.corrected,
    );
    assert.equal(
      correctedSummary(entry.version, entry.kind, entry.name, 'Another text.'),
      'Another text.',
    );
    assert.equal(
      correctedSummary('v9', 'prop', 'mode', 'Some text.'),
      'Some text.',
    );
  });
});
