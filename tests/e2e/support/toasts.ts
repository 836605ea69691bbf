/**
 * The app's toasts, as a journey asserts them. A toast shows for 1.5 s of real time (the specification's), and a
 * page on a slow machine can show and hide it between two looks of a visibility check: a journey that asserted
 * it on screen would pass only on a fast one. Every page records each toast as the app shows it, and a journey
 * asserts the record, which nothing takes away.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

type ToastLog = { shown: string[]; read: number };
/** A toast's whole text, or a pattern (a RegExp does not cross into the page). */
type Wanted = { text?: string; pattern?: string; flags?: string };
declare global {
  interface Window {
    __toasts?: ToastLog;
  }
}

/** The app's toast host (src/app/toast/toast-host.tsx): each of its children is one toast. */
const TOAST_HOST = '[data-testid="toasts"]';

/** From now on, every page of the context records the toasts it shows, in order. */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((host: string) => {
    const log: ToastLog = { shown: [], read: 0 };
    window.__toasts = log;
    // a toast is an element the host holds (a new one for each message): recorded as it is added, before any
    // timer can hide it, also when the host itself comes with one (a toast told before the app was first drawn)
    const recorded = new WeakSet<Element>();
    const record = (toast: Element) => {
      if (recorded.has(toast)) return;
      recorded.add(toast);
      log.shown.push((toast.textContent ?? '').trim());
    };
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.parentElement?.matches(host)) record(node);
          node.querySelectorAll(`${host} > *`).forEach(record);
        }
    }).observe(document, { childList: true, subtree: true });
  }, TOAST_HOST);
}

/**
 * Waits until the page has shown the toast (its whole text, or one matching the pattern) since the toast the
 * journey last asserted, and counts it as read: the same message asserted twice must have been shown twice.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const wanted: Wanted = typeof text === 'string' ? { text } : { pattern: text.source, flags: text.flags };
  await expect
    .poll(
      () =>
        page.evaluate((want: Wanted) => {
          const log = window.__toasts;
          if (!log) return false;
          const matches = (shown: string) =>
            want.text !== undefined ? shown === want.text : new RegExp(want.pattern!, want.flags).test(shown);
          const at = log.shown.findIndex((shown, index) => index >= log.read && matches(shown));
          if (at === -1) return false;
          log.read = at + 1;
          return true;
        }, wanted),
      { message: `the toast ${String(text)} was shown` },
    )
    .toBe(true);
}
