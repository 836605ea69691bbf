import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's Chromium when it is installed (no browser download needed), else Playwright's own. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const systemChromium = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
export const chromiumPath = () => systemChromium ?? chromium.executablePath();

/** Flags for a headless Chromium on a shared CI machine (root, no GPU, small /dev/shm). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
