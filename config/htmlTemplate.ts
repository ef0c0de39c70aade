/**
 * The page template (Docusaurus' `ssrTemplate`, Eta syntax). It is
 * Docusaurus 3.8.1's own but for one change: the JavaScript starts only
 * after the page's first paint.
 *
 * The stock template puts the scripts in `<head>` with `defer`. On a page
 * whose HTML arrives quickly, the browser can finish parsing and run them
 * (about 100 ms of main-bundle evaluation on a phone) before it paints the
 * text that is already there. Here they are preloaded in `<head>`, so they
 * download as early as before, and a small loader at the end of `<body>`
 * adds them, in order, once a frame has been painted. A page opened in a
 * hidden tab has no frame to wait for and loads them at once.
 */
export const HTML_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>
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
  </body>
</html>
`;
