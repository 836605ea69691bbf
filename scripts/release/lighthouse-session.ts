/**
 * A headless Chromium that Lighthouse drives through its debugging port, and Playwright too over the same port
 * (`connectOverCDP`): Playwright logs in through the login form, and Lighthouse, told not to reset storage,
 * audits the signed-in pages with that session.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.ts';

const debuggingPort = () => Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9222);

export async function launchDebuggableChromium(port = debuggingPort()) {
  const profile = mkdtempSync(join(tmpdir(), 'tradedesk-lighthouse-'));
  const browser = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_FLAGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (browser.exitCode !== null) throw new Error(`Chromium exited with ${browser.exitCode}`);
    try {
      if ((await fetch(`${endpoint}/json/version`)).ok) break;
    } catch {
      if (tries > 100) throw new Error(`Chromium did not open its debugging port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    close: async () => {
      await new Promise<void>((resolve) => {
        if (browser.exitCode !== null) return resolve();
        browser.once('exit', () => resolve());
        browser.kill('SIGTERM');
      });
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Logs in through the login form, as a user does, and leaves the session in the browser's storage. */
export async function logInThroughTheForm(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/#/pages/common/login`);
    await page.locator('input[name=user_string]').fill('tanaka_k');
    await page.locator('input[name=password]').fill('secret123');
    await page.locator('form button[type=submit]').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/pages/common/login'), null, { timeout: 30_000 });
    await page.close();
  } finally {
    // disconnects Playwright only: the browser stays for Lighthouse
    await browser.close();
  }
}
