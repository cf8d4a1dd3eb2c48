import { chromium, type Browser } from 'playwright-core';

/** Chromium flags from TOOLCHAIN.md: without the background flags Chromium hammers the closed network. */
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Launch the system Chromium (/usr/bin/chromium, or CHROME_PATH). */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS });
}
