/**
 * Home left open while a day passes on the exchange, in Japanese and English: a lock-up's interest arrives as a
 * `balance_change` push and Home's total assets take it in without a reload. The account holds USDT alone (its
 * opening coins sold first), so the total moves by the interest and nothing else: not with the market's prices.
 * The journey moves the mock's clock, so it runs on the mock of its own (the "own clock" project).
 */
import { expectToast } from '../support/toasts';
import { callAs } from '../support/api-call';
import { moveMockClock } from '../support/mock-clock';
import { DAY_OF_INTEREST_TOLD, lockThousandUsdt } from '../products/lock-support';
import { newToken, signIn, socketLogin } from '../support/session';
import { expect, test, type APIRequestContext } from '../support/test';

const DAY_MS = 86_400_000;
const USDT = 3;

const TEXTS = {
  en: { assets: 'Total assets' },
  jp: { assets: '総資産' },
} as const;

type Row = { currency: number; change_balance?: string; coin_lever_balance?: string };
type Overview = Record<string, { balance?: Row[] }>;

/** Sells every coin but USDT the account opened with, moving the margin account's coins to spot first. */
async function keepOnlyUsdt(request: APIRequestContext, token: string) {
  const overview = () => callAs<Overview>(request, token, 'POST', '/wallet/list');
  for (const row of (await overview()).coin_lever_wallet.balance ?? [])
    if (row.currency !== USDT && Number(row.coin_lever_balance) > 0)
      await callAs(request, token, 'POST', '/wallet/change', {
        currency_id: row.currency,
        number: row.coin_lever_balance!,
        from_field: 'coin_lever',
        to_field: 'change',
      });
  for (const row of (await overview()).change_wallet.balance ?? [])
    if (row.currency !== USDT && Number(row.change_balance) > 0)
      await callAs(request, token, 'POST', '/coin/trade', {
        currency_id: row.currency,
        legal_id: USDT,
        type: 2,
        amount: row.change_balance!.replace(/\.?0+$/, ''),
      });
  const left = Object.values(await overview()).flatMap((account) =>
    (account.balance ?? []).filter(
      (row) => row.currency !== USDT && Number(row.change_balance ?? row.coin_lever_balance ?? 0) > 0,
    ),
  );
  expect(left, 'coins other than USDT left').toEqual([]);
}

/** Hundredths of a figure such as "29,384.17 USDT": the total as Home shows it, two decimals. */
const hundredths = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test(`${language}: a day's interest reaches Home's open total assets, with no reload`, async ({ page }) => {
    const token = newToken();
    await signIn(page, { token, language });
    await keepOnlyUsdt(page.request, token);
    await lockThousandUsdt(page.request, token);

    const listening = socketLogin(page);
    await page.goto('/#/pages/index/index');
    const total = page.getByRole('region', { name: text.assets }).getByText(/ USDT$/);
    await expect(total).toHaveText(/^[\d,]+\.\d{2} USDT$/);
    const before = hundredths(await total.textContent());
    await listening;
    let reloaded = false;
    page.on('framenavigated', (frame) => (reloaded ||= frame === page.mainFrame() && !frame.url().includes('#')));

    await moveMockClock(page.request, DAY_MS + 1_000);
    await expectToast(page, DAY_OF_INTEREST_TOLD[language]);
    await expect.poll(async () => hundredths(await total.textContent())).toBe(before + 350);
    expect(reloaded, 'the page was not reloaded').toBe(false);
  });
}
