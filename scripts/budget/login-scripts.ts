/**
 * The JavaScript a browser downloads to show the login screen, measured the browser's way: every script
 * response requested from the first navigation until the login form can be used (its submit button visible
 * and enabled), each body compressed with gzip level 9.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Request } from 'playwright-core';
import { CHROMIUM_FLAGS, systemChromium } from '../lib/chromium.ts';

const LOGIN_PATH = '/#/pages/common/login';
export type ScriptFile = { url: string; bytes: number; gzip: number };

export async function measureLoginScripts(origin: string): Promise<ScriptFile[]> {
  const browser = await chromium.launch({ executablePath: systemChromium, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(`${origin}${LOGIN_PATH}`);
    await page.locator('form button[type=submit]:enabled').waitFor({ state: 'visible' });
    const before = [...scripts];
    return await Promise.all(
      before.map(async (request) => {
        const response = await request.response();
        if (!response?.ok()) throw new Error(`${request.url()} answered ${response?.status() ?? 'nothing'}`);
        const body = await response.body();
        return { url: new URL(request.url()).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
      }),
    );
  } finally {
    await browser.close();
  }
}
