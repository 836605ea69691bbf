import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's Chromium when it is installed (no browser download needed), else Playwright's own. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const systemChromium = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
export const chromiumPath = () => systemChromium ?? chromium.executablePath();

/**
 * Debian's headless shell (package chromium-headless-shell): the same Blink without the browser around it, the
 * build Playwright itself runs headless tests on. The journeys take about a third less CPU on it than on the whole
 * browser; Lighthouse, which measures what a user's browser does, keeps the whole one. Falls back to the whole
 * browser when the shell is not installed.
 */
const SYSTEM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const systemHeadlessShell = existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : systemChromium;

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
