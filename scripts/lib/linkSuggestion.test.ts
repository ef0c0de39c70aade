import assert from 'node:assert/strict';
import {test} from 'node:test';

import {nearestPage, type PageOutline} from './linkSuggestion';

const page = (
  title: string,
  sections: Record<string, string> = {},
): PageOutline => ({
  title,
  sections: new Map(Object.entries(sections)),
});

const PAGES = new Map<string, PageOutline>([
  [
    '/docs/localization',
    page('Localization', {'broadcast-calendar': 'Broadcast calendar'}),
  ],
  [
    '/docs/time-zone',
    page('Time zones', {
      'the-timezone-prop': 'The timeZone prop',
      'noon-safe-dates': 'Noon-safe dates',
    }),
  ],
  [
    '/docs/selection-modes',
    page('Selection modes', {
      'range-mode': 'Range mode',
      'single-mode': 'Single mode',
    }),
  ],
]);

test("a page from another site's layout is matched by the words of its path", () => {
  assert.equal(
    nearestPage('/localization/setting-time-zone', PAGES),
    '/docs/time-zone',
  );
});

test('an anchor leads to the section whose heading shares its words', () => {
  assert.equal(
    nearestPage('/localization/setting-time-zone#noon-safe', PAGES),
    '/docs/time-zone#noon-safe-dates',
  );
  assert.equal(
    nearestPage('/selections/range-mode#reset-selection', PAGES),
    '/docs/selection-modes#range-mode',
  );
});

test('an anchor no heading shares stays on the page', () => {
  assert.equal(
    nearestPage('/localization/setting-time-zone#xyz', PAGES),
    '/docs/time-zone',
  );
});

test('nothing is suggested when no page shares a word', () => {
  assert.equal(nearestPage('/blog/2024#news', PAGES), undefined);
});

test('an anchor written as one word meets a section id that spells it in parts', () => {
  assert.equal(
    nearestPage('/localization/setting-time-zone#noonsafe', PAGES),
    '/docs/time-zone#noon-safe-dates',
  );
});
