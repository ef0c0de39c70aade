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
 * patch table). The loader adds them in the task after the main bundle
 * has run (adding them takes a phone tens of milliseconds, which would
 * lengthen the bundle's task): each then runs in a task of its own, their
 * download and compilation don't compete with the bundle's evaluation,
 * and the bundle's route preload, which waits several tasks, finds their
 * elements instead of creating them inside its start-up. They are not preloaded in `<head>`: their
 * bytes would compete with the page's first paint. The loader reads its
 * lists from attributes, so its text, which the site-wide CSP hashes, is
 * the same on every page.
 */
const STOCK_SCRIPTS = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** Docusaurus names its entry chunks' files `assets/js/[name].[hash].js`. */
const ENTRY_SCRIPT = String.raw`/^assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/`;

// Declared where the stock scripts were, in <head>; the loader at the end
// of <body> reads the same variables (one Eta template, one function).
const PRELOADED_SCRIPTS = `<% var entryScripts = it.scripts.filter((script) => ${ENTRY_SCRIPT}.test(script)).map((script) => it.baseUrl + script); %>
    <% var routeScripts = it.scripts.map((script) => it.baseUrl + script).filter((src) => !entryScripts.includes(src)); %>
    <% entryScripts.forEach((src) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= src %>" />
    <% }); %>`;

const SCRIPT_LOADER = `<script data-scripts="<%= entryScripts.join(' ') %>" data-route-scripts="<%= routeScripts.join(' ') %>">
      (function (loader) {
        function add(list, onLastLoad) {
          var sources = list ? list.split(' ') : [];
          sources.forEach(function (src, i) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            if (onLastLoad && i === sources.length - 1) {
              script.onload = onLastLoad;
            }
            document.head.appendChild(script);
          });
        }
        function load() {
          add(loader.getAttribute('data-scripts'), function () {
            setTimeout(function () {
              add(loader.getAttribute('data-route-scripts'));
            });
          });
        }
        if (document.visibilityState === 'hidden') {
          load();
        } else {
          requestAnimationFrame(function () {
            setTimeout(load);
          });
        }
      })(document.currentScript);
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
