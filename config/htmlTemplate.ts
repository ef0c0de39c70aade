import stockTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/**
 * The page template (Docusaurus' `ssrTemplate`, Eta syntax): the installed
 * Docusaurus' own, with one change: the JavaScript starts only after the
 * page's first paint.
 *
 * The stock template puts the scripts in `<head>` with `defer`. On a page
 * whose HTML arrives quickly, the browser can finish parsing and run them
 * (about 100 ms of main-bundle evaluation on a phone) before it paints the
 * text that is already there. Here they are preloaded in `<head>` at the
 * priority `defer` gives them, so they download as early as before, and a
 * small loader at the end of `<body>` adds them, in order, once a frame has
 * been painted. A page opened in a hidden tab has no frame to wait for and
 * loads them at once.
 */
const STOCK_SCRIPTS = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

const PRELOADED_SCRIPTS = `<% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>`;

const SCRIPT_LOADER = `<script>
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
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);
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
