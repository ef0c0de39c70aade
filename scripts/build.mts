// `npm run build [-- <docusaurus build options>]`: Docusaurus' production
// build, then what must read the finished pages, every plugin's postBuild
// done (client-redirects writes its pages there): the security headers.
import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';

import {readSiteEnv, thirdPartyOrigins} from '../config/siteEnv';
import {writeSecurityHeaders} from './lib/securityHeaders';

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
writeSecurityHeaders(outDir, thirdPartyOrigins(env), env.router === 'hash');
console.log(`[INFO] Security headers written to ${outDir}/_headers.`);
