import {existsSync} from 'node:fs';
import {defineConfig} from '@playwright/test';

import {BASE_URL, HOSTED_BASE_URL, HOSTED_DIR, HOSTED_PORT, PORT} from './tests/support/server';

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      url: `${BASE_URL}/`,
      env: {PORT: String(PORT), HOST: '127.0.0.1', SERVE_DIR: process.env.SERVE_DIR ?? 'build'},
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The hosted-search build, when there is one (tests/e2e/search-hosted.spec.ts
    // fails with a hint when it is missing).
    ...(existsSync(`${HOSTED_DIR}/index.html`)
      ? [
          {
            command: 'node scripts/serve.mjs',
            url: `${HOSTED_BASE_URL}/`,
            env: {PORT: String(HOSTED_PORT), HOST: '127.0.0.1', SERVE_DIR: HOSTED_DIR},
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
