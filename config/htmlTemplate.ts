import stockTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/**
 * The page template (Docusaurus' `ssrTemplate`, Eta syntax): the installed
 * Docusaurus' own, with one change: the JavaScript starts only after the
 * page's first paint.
 *
 * The stock template puts the scripts in `<head>` with `defer`. On a page
 * whose HTML arrives quickly, the browser can finish parsing and run them
 * (about 100 ms of main-bundle evaluation on a phone) before it paints the
 * text that is already there. Here the entry scripts are preloaded in
 * `<head>` at the priority `defer` gives them, so they download as early as
 * before, and a small loader at the end of `<body>` adds the scripts, in
 * order, once a frame has been painted. A page opened in a hidden tab has
 * no frame to wait for and loads them at once.
 *
 * `it.scripts` also lists the chunks of the page's own route, after the
 * entry scripts (our core patch lets Docusaurus find them; see the README's
 * patch table). The loader adds them too, so each runs in a task of its
 * own, and the bundle's route preload finds their elements instead of
 * creating them inside its start-up task. They are not preloaded in
 * `<head>`: their bytes would compete with the page's first paint. The
 * loader reads its list from an attribute, so its text, which the site-wide
 * CSP hashes, is the same on every page.
 */
const STOCK_SCRIPTS = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** Docusaurus names its entry chunks' files `assets/js/[name].[hash].js`. */
const ENTRY_SCRIPT = String.raw`/^assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/`;

const PRELOADED_SCRIPTS = `<% it.scripts.filter((script) => ${ENTRY_SCRIPT}.test(script)).forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>`;

const SCRIPT_LOADER = `<script data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">
      (function (scripts) {
        function load() {
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        if (document.visibilityState === 'hidden') {
          load();
        } else {
          requestAnimationFrame(function () {
            setTimeout(load);
          });
        }
      })(document.currentScript.getAttribute('data-scripts').split(' '));
    </script>
  </body>`;

/** Derives the template from `stock`; fails loudly if its shape changed. */
export function scriptsAfterFirstPaint(stock: string): string {
  if (!stock.includes(STOCK_SCRIPTS) || !stock.includes('</body>')) {
    throw new Error(
      "config/htmlTemplate: Docusaurus' page template no longer has the " +
        'expected <script defer> block; update STOCK_SCRIPTS to match it.',
    );
  }
  return stock
    .replace(STOCK_SCRIPTS, PRELOADED_SCRIPTS)
    .replace('</body>', SCRIPT_LOADER);
}

export const HTML_TEMPLATE = scriptsAfterFirstPaint(stockTemplate);
