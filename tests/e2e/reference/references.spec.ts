/**
 * The contract references as a developer opens them from the mock, with every request that would leave this
 * machine refused: the root page leads to both references, which render their operations and events offline.
 */
import { expect, test, type Page } from '../support/test';
import { CPU_SLOWDOWN } from '../support/slowdown';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const MOCK = `http://127.0.0.1:${process.env.E2E_SOCKET_PORT ?? '4611'}`;
type Operation = { tags: string[]; operationId: string; summary: string };
type Channel = { title: string; messages: Record<string, { $ref?: string; name?: string }> };

/** The first operation of the HTTP contract and the first channel of the realtime one, as the pages show them. */
function firstOfEach() {
  const http = parse(readFileSync('openapi/dist/openapi.yaml', 'utf8')) as { paths: Record<string, object> };
  const operation = Object.values(Object.values(http.paths)[0])[0] as Operation;
  const realtime = parse(readFileSync('asyncapi/dist/asyncapi.yaml', 'utf8')) as {
    channels: Record<string, Channel>;
    components: { messages: Record<string, { name: string }> };
  };
  const [channelKey, channel] = Object.entries(realtime.channels)[0];
  const [message] = Object.values(channel.messages);
  const event = message.name ?? realtime.components.messages[String(message.$ref).split('/').pop()!].name;
  return { operation, channelKey, channel, event };
}

// Each reference is a page of about 3 MB that the browser parses and draws (2.5 s of a core alone, ten times that
// beside Lighthouse and two other journeys): the three open one after the other, not at once, each given the time
// such a page takes on shared cores; what they wait for is a state of the page, not a window.
test.describe.configure({ mode: 'serial', timeout: 90_000 * CPU_SLOWDOWN });

test.beforeAll(() => {
  // what `npm run docs` does (nothing is built again when the bundles did not change)
  const built = spawnSync(process.execPath, ['scripts/contract/docs/build-references.ts'], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
});

/** Refuses (and counts) every request to another host than this machine. */
async function offline(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  return outside;
}

test("the mock's root page leads to the HTTP reference, which shows each operation's origin and examples", async ({
  page,
}) => {
  const outside = await offline(page);
  await page.goto(`${MOCK}/`);
  await expect(page.getByRole('heading', { name: 'Tradedesk contracts', level: 1 })).toBeVisible();
  await expect(page.getByText('This mock')).toBeVisible();
  await page.getByRole('link', { name: /HTTP API reference/ }).click();
  // the reference is a 3 MB page drawn in the browser: its own load is waited for (a state, bounded only by the
  // journey's time), so that the window of each assertion after it counts the drawing alone, not the download
  await page.waitForURL(/\/reference\/http\.html/, { waitUntil: 'load' });
  const { operation } = firstOfEach();
  await page.goto(`${MOCK}/reference/http.html#/${operation.tags[0]}/${operation.operationId.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: operation.summary })).toBeVisible();
  await expect(page.getByText('source:').first()).toBeVisible();
  await expect(page.getByText('Responses').first()).toBeVisible();
  expect(outside).toEqual([]);
});

test('a write says in the HTTP reference which reads it changes, each a link to that read', async ({ page }) => {
  const outside = await offline(page);
  await page.goto(`${MOCK}/reference/http.html#/trade/submitspotorder`);
  const write = page.locator('[data-section-id="/trade/submitspotorder"]');
  await expect(write.getByText('Changes:')).toBeVisible();
  await write.getByRole('link', { name: 'listSpotOrders', exact: true }).click();
  await expect(page).toHaveURL(/#\/trade\/listspotorders$/);
  await expect(page.getByRole('heading', { name: 'My spot orders' })).toBeVisible();
  expect(outside).toEqual([]);
});

test('the realtime reference shows the socket channel and its events offline', async ({ page }) => {
  const outside = await offline(page);
  const { channelKey, channel, event } = firstOfEach();
  await page.goto(`${MOCK}/reference/realtime.html#/channels/${channelKey}`);
  await expect(page.getByRole('heading', { name: channel.title })).toBeVisible();
  await expect(page.getByText(`"${event}"`).first()).toBeVisible();
  expect(outside).toEqual([]);
});
