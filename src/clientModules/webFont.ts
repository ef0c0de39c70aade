import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/*
 * The web font stylesheet is attached from script rather than from a <link>
 * in the static HTML, so a slow or blocked font host can never delay first
 * render. Text renders at once in the fallback stack (see custom.css).
 */
const href = siteConfig.customFields?.fontStylesheet;

if (ExecutionEnvironment.canUseDOM && typeof href === 'string') {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.appendChild(link);
}
