/**
 * Home, message centre, customer-service chat and web view, on the production build at a phone size. Each test
 * signs in with an account of its own (a token no other test uses), so counts and histories are its own.
 */
import { expectToast } from '../support/toasts';
import { SOCKET_TIMING } from '../../../src/shared/realtime/socket-options';
import { expect, test, type Page } from '../support/test';
import { newToken, signIn, socketLogin } from '../support/session';

async function signInAs(page: Page, { popup = false } = {}) {
  const token = newToken();
  await signIn(page, { token, language: 'en', popup });
  return token;
}

test('the pop-up announcement shows once, and not again after it is closed', async ({ page }) => {
  await signInAs(page, { popup: true });
  await page.goto('/#/pages/index/index');
  const popup = page.getByRole('alertdialog', { name: 'New NFT season: Mystery Box S2' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Total assets' })).toBeVisible();
  await expect(page.getByTestId('messages-link')).toBeVisible();
  await expect(popup).toBeHidden();
});

test('hiding balances on home hides them on the assets tab too, and the choice is kept after a reload', async ({
  page,
}) => {
  await signInAs(page);
  await page.goto('/#/pages/index/index');
  const overview = page.getByRole('region', { name: 'Total assets', exact: true });
  await expect(overview).toContainText(/[\d,.]+ USDT/);
  await overview.getByRole('button', { name: 'Hide balances' }).click();
  await expect(overview).not.toContainText(/\d USDT/);
  await expect(overview).toContainText('****');

  await overview.getByRole('link', { name: 'View assets' }).click();
  const total = page.getByRole('region', { name: 'Total assets in JPY' });
  await expect(total).toContainText('****');
  await expect(total).not.toContainText(/\d USDT/);
  await page.reload();
  await total.getByRole('button', { name: 'Show balances' }).click();
  await expect(total).toContainText(/[\d,.]+ USDT/);
  await page.goto('/#/pages/index/index');
  await expect(overview).toContainText(/[\d,.]+ USDT/);
});

test('a mail_message on the socket raises the badge and shows in the list at once, with a toast', async ({
  page,
  request,
}) => {
  const token = await signInAs(page);
  const loggedIn = socketLogin(page);
  await page.goto('/#/pages/index/index');
  await loggedIn;
  const link = page.getByTestId('messages-link');
  await expect(link).toHaveAccessibleName('Messages, 3 unread');
  const answer = await request.post('/api/__sandbox/mail', {
    data: { token, type: 2, title: 'Your withdrawal has been approved' },
  });
  expect(answer.ok()).toBe(true);
  await expectToast(page, 'New message: Your withdrawal has been approved');
  await expect(link).toHaveAccessibleName('Messages, 4 unread');
  await link.click();
  await page.getByRole('link', { name: /System messages/ }).click();
  await expect(page.getByRole('link', { name: /Your withdrawal has been approved/ })).toBeVisible();
});

test('a chat message is sent and the agent answers', async ({ page }) => {
  await signInAs(page);
  await page.goto('/#/pages/kefu/index');
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello, my USDT deposit has not arrived yet.');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('list', { name: 'Conversation' });
  await expect(log.getByText('Hello, my USDT deposit has not arrived yet.')).toBeVisible();
  await expect(log.getByText(/transaction hash/)).toBeVisible();
  await expect(log.getByText('Sending…')).toHaveCount(0);
});

test('a chat message written while the socket is down is sent after it reconnects, and shown once', async ({
  page,
}) => {
  let down = false;
  const open = new Set<{ close: () => Promise<void> }>();
  // the socket goes through this proxy: taking it down closes it and refuses new ones (WebSocket and polling)
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    if (down) return void socket.close();
    socket.connectToServer();
    open.add(socket);
  });
  await page.route(/\/socket\.io\/.*transport=polling/, (route) => (down ? route.abort() : route.continue()));
  await signInAs(page);
  await page.goto('/#/pages/kefu/index');
  await expect(page.getByText('Write your question: an agent will answer shortly.')).toBeVisible();

  down = true;
  for (const socket of open) await socket.close();
  open.clear();
  await expect(page.getByRole('status').getByText(/Connection lost/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Is my withdrawal approved?');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('list', { name: 'Conversation' });
  await expect(log.getByText('Sending…')).toBeVisible();

  down = false;
  // socket.io waits up to 5 s + 50 % before its next attempt: the page's clock is stepped on until the connection is
  // back, instead of the journey waiting that long on the real clock (a step at a time: a jump past the message's
  // acknowledgement timeout would fail it)
  const lost = page.getByRole('status').getByText(/Connection lost/);
  const steps = Math.ceil(SOCKET_TIMING.reconnectionDelayMaxMs * (1 + SOCKET_TIMING.randomizationFactor)) / 500;
  await expect
    .poll(async () => ((await lost.count()) > 0 ? (await page.clock.runFor(500), true) : false), {
      intervals: [100],
      timeout: steps * 2_000,
    })
    .toBe(false);
  await expect(log.getByText(/Withdrawals are reviewed within 24 hours/)).toBeVisible();
  await expect(log.getByText('Is my withdrawal approved?')).toHaveCount(1);
  await expect(log.getByText('Sending…')).toHaveCount(0);
});

test('the web view refuses a javascript: address with a message', async ({ page }) => {
  await signInAs(page);
  await page.goto('/#/pages/common/webView?url=javascript%3Aalert(1)&title=Help');
  await expect(page.getByRole('alert')).toHaveText('Only http or https addresses can be opened');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
});
