import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {cardElement, renderCard, titleSize} from './socialCard';
import {CARD_FONT_FILE} from './cardFont';
import {cachedRenderer} from './index';

const siteDir = join(__dirname, '..', '..');
const assets = {
  font: readFileSync(CARD_FONT_FILE),
  logoSvg: readFileSync(join(siteDir, 'static/img/logo.svg'), 'utf8'),
};
const content = {
  title: 'Selection modes',
  section: 'Using DayPicker',
  footer: 'React DayPicker 9.11.0 · daypicker.dev',
};

describe('social cards', () => {
  it('sets longer titles smaller', () => {
    assert.ok(
      titleSize('Styling') >
        titleSize('Custom selections with modifiers and more'),
    );
    assert.ok(
      titleSize('Custom selections with modifiers and more') >
        titleSize(
          'A very long title that needs three lines on the card to fit in',
        ),
    );
  });

  it('lays out the section, the title and the footer', () => {
    const texts = JSON.stringify(cardElement(content, assets.logoSvg));
    for (const text of Object.values(content)) {
      assert.ok(texts.includes(JSON.stringify(text)), text);
    }
  });

  it('renders a PNG of the size link previews expect (1200×630)', async () => {
    const png = await renderCard(content, assets);
    assert.equal(png.subarray(1, 4).toString('ascii'), 'PNG');
    // The IHDR chunk holds the width and height.
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
  });
});

describe('the card cache', () => {
  it('renders a card once, and again when its text or the assets change', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'cards-'));
    t.after(() => rmSync(dir, {recursive: true, force: true}));
    const rendered: string[] = [];
    const render = async (card: typeof content) => {
      rendered.push(card.title);
      return Buffer.from(`png of ${card.title}`);
    };
    const cached = await cachedRenderer(dir, render, ['font', 'logo']);
    assert.equal(String(await cached(content)), 'png of Selection modes');
    assert.equal(String(await cached(content)), 'png of Selection modes');
    await cached({...content, title: 'Styling'});
    assert.deepEqual(rendered, ['Selection modes', 'Styling']);

    const otherFont = await cachedRenderer(dir, render, ['font 2', 'logo']);
    await otherFont(content);
    assert.deepEqual(rendered, [
      'Selection modes',
      'Styling',
      'Selection modes',
    ]);
  });
});
