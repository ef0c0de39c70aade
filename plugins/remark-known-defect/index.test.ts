import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join, sep} from 'node:path';
import {describe, it} from 'node:test';

import {createSlugger} from '@docusaurus/utils';
import type {Paragraph, PhrasingContent} from 'mdast';

import {DOC_VERSIONS} from '../../src/data/docVersions';
import {KNOWN_DEFECTS, type KnownDefect} from '../../src/data/knownDefects';
import {defectNote} from '.';

const siteDir = join(__dirname, '..', '..');

/** Each `<KnownDefect id>` of a page, with the id of the heading it sits under. */
function notesOf(source: string): {id: string; anchor: string}[] {
  const slugger = createSlugger();
  const notes: {id: string; anchor: string}[] = [];
  let anchor = '';
  let fenced = false;
  for (const line of source.split('\n')) {
    if (/^(```|~~~)/.test(line)) {
      fenced = !fenced;
    }
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (heading) {
      const explicit = /\{#([^}]+)\}$/.exec(heading[1]);
      const title = heading[1]
        .replace(/<Prop name="([^"]+)"\s*\/>/g, '$1')
        .replace(/[`*]/g, '');
      anchor = explicit ? explicit[1] : slugger.slug(title);
    }
    const note = !fenced && /^<KnownDefect id="([^"]+)" \/>$/.exec(line);
    if (note) {
      notes.push({id: note[1], anchor});
    }
  }
  return notes;
}

/** The hand-written pages of every version (the API reference is generated). */
const placed = DOC_VERSIONS.flatMap((version) =>
  readdirSync(join(siteDir, version.docsDir), {recursive: true})
    .map(String)
    .filter((file) => /\.mdx?$/.test(file) && file.split(sep)[0] !== 'api')
    .flatMap((file) => {
      const page = `${version.docsDir}/${file.split(sep).join('/')}`;
      return notesOf(readFileSync(join(siteDir, page), 'utf8')).map((note) => ({
        ...note,
        page,
      }));
    }),
);

const plainText = (nodes: PhrasingContent[]): string =>
  nodes
    .map((node) =>
      'value' in node
        ? node.value
        : 'children' in node
          ? plainText(node.children)
          : '',
    )
    .join('');

describe('remarkKnownDefect', () => {
  it('each entry has a note in every section its "where" names, and nowhere else', () => {
    const expected = KNOWN_DEFECTS.flatMap((defect) =>
      defect.where.map(
        (place) => `${defect.id} @ ${place.page}#${place.anchor}`,
      ),
    ).sort();
    const found = placed
      .map((note) => `${note.id} @ ${note.page}#${note.anchor}`)
      .sort();
    assert.deepEqual(found, expected);
  });

  it('the note names the documented release, and the fixing release or the newest one checked', () => {
    const sentence = (defect: KnownDefect) => {
      const note = defectNote(defect);
      const [label, body] = note.children as Paragraph[];
      return {title: plainText(label.children), body: plainText(body.children)};
    };
    for (const defect of KNOWN_DEFECTS) {
      const {title, body} = sentence(defect);
      const documented = DOC_VERSIONS.find(
        (version) => version.id === defect.version,
      )!.documentedVersion;
      assert.equal(title, `Known defect of ${documented}`);
      assert.match(
        body,
        'fixedIn' in defect.fix
          ? new RegExp(`Fixed in ${defect.fix.fixedIn.replace(/\./g, '\\.')}`)
          : new RegExp(
              `Not fixed as of ${defect.fix.openAsOf.replace(/\./g, '\\.')}`,
            ),
      );
      assert.doesNotMatch(body, /`/, `${defect.id}: code stays code`);
    }
  });
});
