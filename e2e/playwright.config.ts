import { defineConfig } from '@playwright/test';
import { basePort, chromiumArgs, cpuSlowdown, shopUrl } from './support/env';

/**
 * The composed shop, built for production and served as `npm start` serves it, on its own ports
 * (shell 4000, remotes 4001-4004, API 4443) so a running `npm start` does not get in the way.
 */
export default defineConfig({
  testDir: './tests',
  // E2E_CPU_SLOWDOWN (support/test.ts) runs every page that many times slower: the limits grow with it.
  timeout: 60_000 * cpuSlowdown,
  expect: { timeout: 10_000 * cpuSlowdown },
  // One worker: the fault tests take remotes down for the whole stack.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  globalSetup: './support/globalSetup.ts',
  // One folder per port range, so suites running side by side do not wipe each other's traces.
  outputDir: `./test-results/run-${basePort}`,
  use: {
    baseURL: shopUrl,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, grepInvert: /@phone-only/, testIgnore: /no-script\.spec\.ts/ },
    // The server's pages as a shopper without JavaScript (and a search engine's first look) gets them.
    { name: 'no-script', use: { viewport: { width: 1440, height: 900 }, javaScriptEnabled: false }, testMatch: /no-script\.spec\.ts/ },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, grep: /@phone/ },
  ],
});
