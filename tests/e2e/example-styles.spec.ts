import type {Locator, Page} from '@playwright/test';
import {
  example,
  exampleFigure,
  expect,
  openExample,
  waitForHydration,
} from '../support';
import {exampleRoutes} from '../support/pages';
import {sharedPageTest as test} from '../support/sharedPage';

const style = (locator: Locator, property: string) =>
  locator.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({colorScheme: scheme});

    test('a v9 example gets the v9 stylesheet only, without Infima table styles', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      const frame = await example(page, 'examples/SingleWithFooter.tsx');
      const day = frame.locator('td').filter({hasText: /^15$/}).first();
      // v9: 44px day cells; v8 would make the button 40px and the cell a table cell with padding.
      expect(await style(day, 'width')).toBe('44px');
      expect(await style(day, 'padding-top')).toBe('0px');
      expect(await style(day, 'border-top-width')).toBe('0px');
      expect(await style(frame.locator('table'), 'display')).toBe('table');
      const rows = frame.locator('tbody tr');
      expect(await style(rows.nth(1), 'background-color')).toBe(
        'rgba(0, 0, 0, 0)',
      );
      expect(
        await frame
          .locator('.rdp-root')
          .evaluate((root) =>
            getComputedStyle(root).getPropertyValue('--rdp-cell-size'),
          ),
      ).toBe('');
    });

    test('a v8 example gets the v8 stylesheet only', async ({page}) => {
      await page.goto('/v8');
      await waitForHydration(page);
      const frame = await example(page, 'examples-v8/SingleWithFooter.tsx');
      const dayButton = frame
        .getByRole('gridcell')
        .filter({hasText: /^15$/})
        .first();
      expect(await style(dayButton, 'width')).toBe('40px');
      expect(await style(frame.locator('table'), 'display')).toBe('table');
      expect(await style(frame.locator('td').first(), 'border-top-width')).toBe(
        '0px',
      );
      expect(
        await frame
          .locator('.rdp')
          .evaluate((root) =>
            getComputedStyle(root).getPropertyValue('--rdp-day-height'),
          ),
      ).toBe('');
    });
  });
}

test('the site keeps its own table styles outside examples', async ({page}) => {
  await page.goto('/v8/using-daypicker/selection-modes');
  const table = page.locator('article .markdown table').first();
  await expect(table).toBeVisible();
  expect(await style(table, 'display')).toBe('block');
});

test('a data attribute on <html> from the query restyles no calendar', async ({
  page,
}) => {
  // Docusaurus copies `?docusaurus-data-*` onto <html>: the v8 stylesheet
  // must still reach v8 frames only.
  await page.goto('/?docusaurus-data-rdp-version=v8');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-rdp-version', 'v8');
  const frame = await example(page, 'examples/SingleWithFooter.tsx');
  const day = frame.locator('td').filter({hasText: /^15$/}).first();
  expect(await style(day, 'width')).toBe('44px');
  expect(await style(frame.locator('.rdp-root'), '--rdp-cell-size')).toBe('');
});

test.describe('at 320 px', () => {
  test.use({viewport: {width: 320, height: 640}});

  /**
   * How far the content of each example frame reaches past the frame's
   * start edge, where no scrolling brings it back (0 when all of it is
   * reachable), and whether the page itself scrolls sideways.
   */
  const unreachable = (page: Page) =>
    page.evaluate(() => {
      const frames = Array.from(
        document.querySelectorAll<HTMLElement>('[data-rdp-version]'),
      ).filter((frame) => frame !== document.documentElement);
      return {
        frames: frames.length,
        cut: frames
          .map((frame) => {
            const start = frame.getBoundingClientRect().left + frame.clientLeft;
            const lefts = Array.from(frame.querySelectorAll('*'))
              .map((element) => element.getBoundingClientRect())
              // Visually hidden text (1px, clipped) takes no room.
              .filter((box) => box.width > 1 && box.height > 1)
              .map((box) => box.left);
            return {
              frame:
                frame.closest('figure')?.dataset.example ??
                frame.getAttribute('aria-label'),
              px: Math.round(start - Math.min(start, ...lefts)),
            };
          })
          .filter(({px}) => px > 0),
        pageOverflow:
          document.documentElement.scrollWidth -
          document.documentElement.clientWidth,
      };
    });

  for (const route of exampleRoutes()) {
    test(`${route}: every example can be scrolled to its start edge`, async ({
      page,
    }) => {
      await page.goto(route);
      await waitForHydration(page);
      const {frames, cut, pageOverflow} = await unreachable(page);
      expect(frames).toBeGreaterThan(0);
      expect(cut).toEqual([]);
      expect(pageOverflow).toBe(0);
    });
  }
});

test.describe('in forced colours', () => {
  test.use({forcedColors: 'active'});

  /**
   * What a reader sees a state by, in forced colours: the fill (a
   * transparent one shows what is behind it), the text colour, the border
   * and the outline.
   */
  const looks = (locator: Locator) =>
    locator.evaluate((element) => {
      const opaque = (colour: string) => !/^rgba\(.*, 0\)$/.test(colour);
      let filled: Element | null = element;
      while (filled && !opaque(getComputedStyle(filled).backgroundColor)) {
        filled = filled.parentElement;
      }
      const css = getComputedStyle(element);
      return [
        filled ? getComputedStyle(filled).backgroundColor : 'Canvas',
        css.color,
        css.borderTopWidth === '0px' ? 'none' : css.borderTopStyle,
        css.borderTopColor,
        css.outlineStyle,
      ].join(' ');
    });

  const toolbar = async (page: Page) => {
    await page.goto('/docs/selection-modes');
    await waitForHydration(page);
    const figure = page.locator(
      exampleFigure('examples/SelectionSingleRequired.tsx'),
    );
    await figure.scrollIntoViewIfNeeded();
    return figure;
  };

  test('the toolbar shows which language is chosen', async ({page}) => {
    const figure = await toolbar(page);
    const ts = figure.getByRole('radio', {name: 'TS'});
    await expect(ts).toHaveAttribute('aria-checked', 'true');
    expect(await looks(ts)).not.toBe(
      await looks(figure.getByRole('radio', {name: 'JS'})),
    );
  });

  test('the toolbar shows the Edit button pressed', async ({page}) => {
    const figure = await toolbar(page);
    const edit = figure.getByRole('button', {name: /^Edit /});
    const unpressed = await looks(edit);
    await edit.click();
    await expect(edit).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await edit.blur();
    expect(await looks(edit)).not.toBe(unpressed);
  });

  // The 20th: today, outside the range the example selects (10th to 14th).
  const now = new Date(2025, 5, 20, 12);
  const cell = (frame: Locator, day: number) =>
    frame.locator(`[data-day="2025-06-${String(day).padStart(2, '0')}"]`);

  test('v9 calendars mark today, selected days and a range', async ({page}) => {
    const frame = await openExample(
      page,
      '/docs/anatomy',
      'examples/AnatomyDayStates.tsx',
      {now},
    );
    const day = (n: number) => looks(cell(frame, n).locator('button'));
    const other = await day(22);
    expect(await day(20)).not.toBe(other);
    const start = await day(10);
    const middle = await day(12);
    const end = await day(14);
    expect(start).not.toBe(other);
    expect(end).toBe(start);
    expect(middle).not.toBe(start);
    expect(middle).not.toBe(other);
  });

  test('v8 calendars mark today, selected days and a range', async ({page}) => {
    const frame = await openExample(
      page,
      '/v8/using-daypicker/selection-modes',
      'examples-v8/V8RangeMode.tsx',
      {now},
    );
    const day = (n: number) =>
      frame.getByRole('gridcell', {name: String(n), exact: true});
    await day(10).click();
    await day(14).click();
    await expect(day(14)).toHaveClass(/rdp-day_range_end/);
    await page.mouse.move(0, 0);
    await day(14).blur();
    const other = await looks(day(22));
    expect(await looks(day(20))).not.toBe(other);
    const start = await looks(day(10));
    const middle = await looks(day(12));
    expect(start).not.toBe(other);
    expect(await looks(day(14))).toBe(start);
    expect(middle).not.toBe(start);
    expect(middle).not.toBe(other);
  });
});

test.describe('with reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  for (const src of [
    'examples/CustomizationAnimate.tsx',
    'examples/CustomizationAnimateDuration.tsx',
  ]) {
    test(`${src} changes month without animating`, async ({page}) => {
      await page.goto('/docs/customization');
      await waitForHydration(page);
      const frame = await example(page, src);
      await frame.getByRole('button', {name: 'Go to the Next Month'}).click();
      await expect(frame.locator('.rdp-month')).toHaveCount(1);
      await expect(frame.locator('[data-animated-month]')).toHaveCount(0);
      await expect(
        frame.locator('[class*="_enter"], [class*="_exit"]'),
      ).toHaveCount(0);
    });
  }
});
