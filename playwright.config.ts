import {existsSync} from 'node:fs';
import {defineConfig} from '@playwright/test';

import {
  LOOPBACK_ONLY_FLAGS,
  PLAYWRIGHT_CHROMIUM_FLAGS,
  chromiumPath,
} from './scripts/lib/chromium';
import {
  BASE_URL,
  HASH_BASE_URL,
  HASH_DIR,
  HASH_PORT,
  HOSTED_BASE_URL,
  HOSTED_DIR,
  HOSTED_PORT,
  PORT,
} from './tests/support/server';

/**
 * End-to-end tests run against the production build (`npm run build`),
 * served by scripts/serve.mjs on loopback, in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 5_000},
  reporter: process.env.PW_JSON_REPORT
    ? [['list'], ['json', {outputFile: process.env.PW_JSON_REPORT}]]
    : 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...PLAYWRIGHT_CHROMIUM_FLAGS, ...LOOPBACK_ONLY_FLAGS],
    },
    trace: 'off',
  },
  projects: [
    {name: 'site', testIgnore: /hash-router\.spec\.ts/},
    // The same site built with DOCS_ROUTER=hash (scripts/test.mjs builds it).
    // Nothing there is pre-rendered: a page's content appears only once its
    // route's chunks have loaded after the app starts, which took over the
    // default 5 s once in a full run on a busy machine.
    {
      name: 'hash-router',
      testMatch: /hash-router\.spec\.ts/,
      use: {baseURL: HASH_BASE_URL},
      expect: {timeout: 15_000},
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      url: `${BASE_URL}/`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SERVE_DIR: process.env.SERVE_DIR ?? 'build',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The variants npm test builds next to build/: the hash router, and
    // hosted search with test credentials. Their specs say how to build them
    // when they are missing.
    ...[
      [HASH_DIR, HASH_PORT, HASH_BASE_URL],
      [HOSTED_DIR, HOSTED_PORT, HOSTED_BASE_URL],
    ]
      .filter(([dir]) => existsSync(`${dir}/index.html`))
      .map(([dir, port, url]) => ({
        command: 'node scripts/serve.mjs',
        url: `${url}/`,
        env: {PORT: String(port), HOST: '127.0.0.1', SERVE_DIR: String(dir)},
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      })),
  ],
});
