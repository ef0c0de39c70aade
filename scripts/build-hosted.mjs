// Builds the site against a hosted DocSearch index with the test credentials
// of tests/support/hosted-search.json into build-hosted/, for the browser
// tests of hosted mode (tests/e2e/search-hosted.spec.ts). They intercept every
// request to the hosted service: nothing leaves the machine.
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

const credentials = JSON.parse(readFileSync(new URL('../tests/support/hosted-search.json', import.meta.url), 'utf8'));
const {status} = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build-hosted'], {
  stdio: 'inherit',
  env: {...process.env, ...credentials},
});
process.exit(status ?? 1);
