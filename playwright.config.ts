import {defineConfig} from '@playwright/test';

import {CHROMIUM_FLAGS, chromiumPath} from './scripts/lib/chromium';
import {BASE_URL, HASH_BASE_URL, HASH_PORT, PORT} from './tests/support/server';

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
      args: CHROMIUM_FLAGS,
    },
    trace: 'off',
  },
  projects: [
    {name: 'site', testIgnore: /hash-router\.spec\.ts/},
    // The same site built with DOCS_ROUTER=hash (scripts/test.mjs builds it).
    {name: 'hash-router', testMatch: /hash-router\.spec\.ts/, use: {baseURL: HASH_BASE_URL}},
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      url: `${BASE_URL}/`,
      env: {PORT: String(PORT), HOST: '127.0.0.1', SERVE_DIR: process.env.SERVE_DIR ?? 'build'},
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'node scripts/serve.mjs',
      url: `${HASH_BASE_URL}/`,
      env: {PORT: String(HASH_PORT), HOST: '127.0.0.1', SERVE_DIR: 'build-hash'},
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
