import { expectToast } from '../support/toasts';
import { finishedAnswer } from '../support/answers';
import { expect, test } from '../support/test';
import { formOf, nextCall, patchExample, preferExample, routePath, startInEnglish } from './support';

test.beforeEach(async ({ page }) => {
  await startInEnglish(page, { signedIn: true });
});

test('invite: a real QR code of the invitation link, and the link copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const overview = finishedAnswer<{ message: { invite_url: string; extension_code: string } }>(page, (request) =>
    request.url().includes('/api/user/invite?'),
  );
  await page.goto('/#/pages/setting/share');
  const { message } = (await overview).body;
  const qr = page.getByRole('img', { name: 'QR code of your invitation link' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const size = await qr.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(size[0]).toBeGreaterThan(100);
  expect(size[0]).toBe(size[1]);
  await expect(page.getByText(message.invite_url)).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Invitation link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message.invite_url);
});

test('coupons: tabs by state, and "use now" redeems the chosen coupon', async ({ page }) => {
  const firstPage = finishedAnswer<{ message: { data: { id: number; title: string; scene: string }[] } }>(
    page,
    (request) => request.url().includes('/api/coupon/list?'),
  );
  await page.goto('/#/pages/setting/coupon');
  const answer = await firstPage;
  const query = new URL(answer.url).searchParams;
  expect([query.get('status'), query.get('page'), query.get('limit')]).toEqual(['0', '1', '10']);
  // the sandbox keeps the account's coupons: the list read is the list on screen, soonest to expire first
  const [soonest] = answer.body.message.data;

  const expired = page.waitForRequest(
    (request) => request.url().includes('/api/coupon/list') && request.url().includes('status=2'),
  );
  await page.getByRole('tab', { name: 'Expired' }).click();
  await expired;
  await expect(page.getByRole('tab', { name: 'Expired' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Unused' }).click();

  const use = page.getByRole('button', { name: /^Use now: .+$/ }).first();
  await expect(use).toHaveAccessibleName(`Use now: ${soonest.title}`);
  const used = nextCall(page, '/coupon/use');
  await use.click();
  expect(Number(formOf(await used).id)).toBe(soonest.id);
  // a trading coupon opens the screen where it applies; one for every scene is credited where the user is
  const scenes: Record<string, string> = {
    all: '/pages/setting/coupon',
    spot: '/pages/transaction/currency',
    futures: '/pages/transaction/contract',
    seconds: '/pages/transaction/index',
  };
  await expect.poll(() => routePath(page)).toBe(scenes[soonest.scene]);
});

test('settings: the default fiat currency is chosen from the rates list', async ({ page }) => {
  await page.goto('/#/pages/setting/setting');
  await expect(page.getByRole('button', { name: /Default currency\s*JPY/ })).toBeVisible();
  await page.getByRole('button', { name: /Default currency/ }).click();
  const choices = page.getByRole('radiogroup', { name: 'Default currency' });
  const other = choices.getByRole('radio', { checked: false }).first();
  const code = (await other.innerText()).split(' ')[0];
  await other.click();
  await expect(page.getByRole('button', { name: new RegExp(`Default currency\\s*${code}`) })).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('tradedesk:preferences') ?? '{}').state.fiat,
  );
  expect(stored.currency_code).toBe(code);
  expect(stored.rate).toMatch(/^\d+(\.\d+)?$/);
});

test('settings: the VIP explanation lists the levels and the verification limits', async ({ page }) => {
  await page.goto('/#/pages/setting/setting');
  await page.getByRole('button', { name: 'VIP levels' }).click();
  const sheet = page.getByRole('dialog', { name: 'VIP levels' });
  await expect(sheet.getByRole('list', { name: 'Levels' }).getByRole('listitem').first()).toBeVisible();
  const limits = sheet.getByRole('list', { name: 'Identity verification limits' });
  await expect(limits).toContainText('Withdrawals up to 200 BTC per 24 h');
  await expect(limits).toContainText('Fiat trades up to 1,000,000 USDT each');
});

test('articles are shown with their HTML sanitised', async ({ page }) => {
  await patchExample<{ content: string }>(page, '/news/detail', 'ok', (article) => ({
    ...article,
    content:
      '<p id="safe">Fees <strong>halved</strong></p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=2</script>',
  }));
  const asked = nextCall(page, '/news/detail');
  await page.goto('/#/pages/common/article?id=318');
  expect(formOf(await asked)).toEqual({ id: '318' });
  await expect(page.locator('#safe')).toHaveText('Fees halved');
  expect(await page.locator('article script').count()).toBe(0);
  expect(await page.locator('article img').getAttribute('onerror')).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
});

test('bills: the ledger is filtered by account', async ({ page }) => {
  const first = nextCall(page, '/wallet/legal_log');
  await page.goto('/#/pages/setting/bill');
  expect(formOf(await first)).toEqual({ page: '1', type: '0' });
  // the first page of the futures account (later pages load as the list scrolls)
  const futures = page.waitForRequest(
    (request) => request.url().includes('/api/wallet/legal_log') && formOf(request).type === '3',
  );
  await page.getByLabel('Account').selectOption({ label: 'Futures' });
  expect(formOf(await futures)).toEqual({ page: '1', type: '3' });
  await expect(page.getByRole('list', { name: 'Bills' }).getByRole('article').first()).toBeVisible();
});

test('the area-code page is public and goes back to registration', async ({ page }) => {
  await preferExample(page, '/area_code', 'ok');
  await page.goto('/#/pages/common/area?redirect=%2Fpages%2Fcommon%2Fregister');
  await page.getByRole('searchbox', { name: 'Search country or code' }).fill('kor');
  const korea = page.getByRole('button', { name: /South Korea.*\+82/ });
  await expect(korea).toBeVisible();
  await expect(page.getByRole('list', { name: 'Countries and regions' }).getByRole('button')).toHaveCount(1);
  await korea.click();
  await expect.poll(() => routePath(page)).toBe('/pages/common/register');
  await expect(page.getByRole('button', { name: 'Area code +82, tap to change' })).toBeVisible();
});
