import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import {CHROMIUM_FLAGS, chromiumPath} from './chromium';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread milliseconds per kind of work (script evaluation, style and layout, …). */
  mainThreadMs: Record<string, number>;
  /** The longest main-thread tasks: what they ran and for how long. */
  longTasks: {url: string; startMs: number; durationMs: number}[];
}

interface BreakdownItem {
  group: string;
  duration: number;
}

interface LongTaskItem {
  url: string;
  startTime: number;
  duration: number;
}

const itemsOf = <T,>(audit: {details?: unknown} | undefined): T[] =>
  ((audit?.details as {items?: T[]} | undefined)?.items ?? []) as T[];

// No network here: the third-party font and analytics hosts are blocked, as
// in the browser tests, so scores measure what the site itself serves.
const BLOCKED = [
  '*fonts.googleapis.com*',
  '*fonts.gstatic.com*',
  '*plausible.io*',
];

export async function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        blockedUrlPatterns: BLOCKED,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) {
      throw new Error(`Lighthouse returned no result for ${url}`);
    }
    const {categories, audits} = result.lhr;
    const score = (id: string) =>
      Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(
        audits['largest-contentful-paint']?.numericValue ?? NaN,
      ),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      cls: Number(
        (audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
      ),
      mainThreadMs: Object.fromEntries(
        itemsOf<BreakdownItem>(audits['mainthread-work-breakdown']).map(
          (item) => [item.group, Math.round(item.duration)],
        ),
      ),
      longTasks: itemsOf<LongTaskItem>(audits['long-tasks'])
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map((task) => ({
          url: task.url.replace(/^https?:\/\/[^/]+/, ''),
          startMs: Math.round(task.startTime),
          durationMs: Math.round(task.duration),
        })),
    };
  } finally {
    await chrome.kill();
  }
}
