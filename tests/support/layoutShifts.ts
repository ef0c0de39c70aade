import type {Page} from '@playwright/test';

/**
 * Starts summing the page's layout shifts not caused by input, from its
 * first paint: call before `goto`, read with `layoutShiftTotal`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = {total: 0};
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) {
          shifts.total += entry.value;
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The layout shift recorded since `recordLayoutShifts`. */
export const layoutShiftTotal = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      (window as unknown as {layoutShifts: {total: number}}).layoutShifts.total,
  );
