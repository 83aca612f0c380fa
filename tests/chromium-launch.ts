/**
 * How Chromium (Debian's, or CHROMIUM_PATH) is launched: by the e2e tests (playwright.config.ts)
 * and by the benchmarks in bench/, so both measure the same browser.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
