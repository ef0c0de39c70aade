// `npm run build [-- <docusaurus build options>]`: Docusaurus' production
// build, then what must read the finished pages, every plugin's postBuild
// done (client-redirects writes its pages there): each page's route
// scripts (scripts/lib/routeScripts.ts), then the security headers.
import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

import {readSiteEnv, thirdPartyOrigins} from '../config/siteEnv';
import {
  readRouteData,
  routeScripts,
  withRouteScripts,
} from './lib/routeScripts';
import {writeSecurityHeaders} from './lib/securityHeaders';
import {routeOfHtmlFile} from '../plugins/shared/builtFiles';

const args = process.argv.slice(2);

/** The folder `docusaurus build` writes to with these arguments. */
function outDirOf(buildArgs: string[]): string {
  const at = buildArgs.indexOf('--out-dir');
  const inline = buildArgs.find((arg) => arg.startsWith('--out-dir='));
  return resolve(
    inline?.slice('--out-dir='.length) ??
      (at === -1 ? 'build' : (buildArgs[at + 1] ?? 'build')),
  );
}

const env = readSiteEnv();
const build = spawnSync('npx', ['docusaurus', 'build', ...args], {
  stdio: 'inherit',
});
if (build.status !== 0) {
  process.exit(build.status ?? 1);
}
const outDir = outDirOf(args);
// A hash-router build pre-renders no route: its app matches them itself.
if (env.router === 'browser') {
  const routeData = readRouteData(resolve('.docusaurus'));
  const pages = readdirSync(outDir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.html') && file !== '404.html');
  for (const file of pages) {
    const path = join(outDir, file);
    const html = readFileSync(path, 'utf8');
    const scripts = routeScripts(routeData, routeOfHtmlFile(file));
    writeFileSync(path, withRouteScripts(html, scripts));
  }
  console.log(`[INFO] Route scripts listed in ${pages.length} pages.`);
}
writeSecurityHeaders(outDir, thirdPartyOrigins(env), env.router === 'hash');
console.log(`[INFO] Security headers written to ${outDir}/_headers.`);
