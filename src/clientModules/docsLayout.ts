/*
 * Nearly every page of this site is a docs page. Importing the docs layout
 * here puts it in the main bundle, which the browser fetches in parallel
 * with the runtime, instead of in route chunks that are only requested
 * after the main bundle has run: one network round trip less per page.
 * (Measured by npm run bench; the size budgets in budgets.json hold.)
 */
import '@theme/DocsRoot';
import '@theme/DocVersionRoot';
import '@theme/DocRoot';
import '@theme/DocItem';
