import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';

import type {PageWeight} from './pageWeight';
import {totals} from './pageWeight';

export type PageKind = 'docs' | 'api' | 'playground';

export interface Budgets {
  globalJsGzip: number;
  ownJsGzip: Record<PageKind, number>;
  cssGzipPerPage: number;
  /** All chunks of the live-example editor, loaded on the first click of Edit. */
  exampleEditorJsGzip: number;
}

export function readBudgets(siteDir: string): Budgets {
  return JSON.parse(readFileSync(join(siteDir, 'budgets.json'), 'utf8'));
}

/** Which budget a route falls under. */
export function pageKind(route: string): PageKind {
  if (/^(\/v8)?\/api(\/|$)/.test(route)) {
    return 'api';
  }
  if (route === '/playground') {
    return 'playground';
  }
  return 'docs';
}

export interface BudgetViolation {
  route: string;
  what: string;
  actual: number;
  budget: number;
}

export function checkBudgets(
  pages: PageWeight[],
  budgets: Budgets,
): BudgetViolation[] {
  return pages.flatMap((page) => {
    const violations: BudgetViolation[] = [];
    const check = (what: string, actual: number, budget: number) => {
      if (actual > budget) {
        violations.push({route: page.route, what, actual, budget});
      }
    };
    check(
      'global JS (gzip)',
      totals(page.global, '.js').gzip,
      budgets.globalJsGzip,
    );
    check(
      'own JS (gzip)',
      totals(page.own, '.js').gzip,
      budgets.ownJsGzip[pageKind(page.route)],
    );
    check(
      'CSS (gzip)',
      totals(page.global, '.css').gzip + totals(page.own, '.css').gzip,
      budgets.cssGzipPerPage,
    );
    return violations;
  });
}

/**
 * Third-party resources in the served HTML that would block first render:
 * stylesheets, and scripts without `defer` or `async`.
 */
export function renderBlockingThirdParty(html: string): string[] {
  const $ = load(html);
  return $('link, script')
    .toArray()
    .filter((element) => {
      const tag = $(element);
      const url = tag.attr('href') ?? tag.attr('src') ?? '';
      if (!/^https?:\/\//.test(url)) {
        return false;
      }
      if (element.tagName === 'script') {
        return (
          tag.attr('defer') === undefined && tag.attr('async') === undefined
        );
      }
      return (tag.attr('rel') ?? '').split(/\s+/).includes('stylesheet');
    })
    .map((element) => $.html(element));
}
