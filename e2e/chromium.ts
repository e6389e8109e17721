/**
 * Debian's Chromium as the browser tests and the phone bench launch it: Playwright's own download of the browser
 * is not used (`apt-get install chromium`; CHROMIUM_PATH to change, as the README says).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
