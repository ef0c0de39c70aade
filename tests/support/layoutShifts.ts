import type {Page} from '@playwright/test';

/** One layout shift: its score and what moved, e.g. `footer "Docs…" y 1200 → 1214`. */
export interface LayoutShift {
  value: number;
  moved: string[];
}

/**
 * Starts recording the page's layout shifts not caused by input, from its
 * first paint: call before `goto`, read with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    Object.assign(window, {layoutShifts: shifts});
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) {
        return node?.nodeName ?? 'a removed node';
      }
      const classes = Array.from(node.classList, (name) => `.${name}`);
      const text = (node.textContent ?? '').trim().slice(0, 30);
      return `${node.localName}${classes.join('')} "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (!entry.hadRecentInput) {
          shifts.push({
            value: entry.value,
            moved: entry.sources.map(
              ({node, previousRect: from, currentRect: to}) =>
                `${describe(node)} x ${from.x} → ${to.x}, y ${from.y} → ${to.y}, ` +
                `${from.width}×${from.height} → ${to.width}×${to.height}`,
            ),
          });
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/**
 * The layout shifts recorded since `recordLayoutShifts`: expect none, and a
 * failure names what moved.
 */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(
    () => (window as unknown as {layoutShifts: LayoutShift[]}).layoutShifts,
  );
