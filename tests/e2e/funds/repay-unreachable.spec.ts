/**
 * A loan repaid while the exchange cannot be reached says so, in Japanese and in English: the repayment sheet is
 * confirmed with the connection refused, then with a gateway's 502, then with the exchange answering
 * (support/outage.ts): the user reads why, the button comes back, and the loan shows the one repayment the last tap
 * made. A loan is repayable once the desk approved it, a day after the application on the mock's clock: this
 * journey moves that clock, so it runs on the mock of its own (the "own clock" project).
 */
import { callAs } from '../support/api-call';
import { labelledValue } from '../support/facts';
import { moveMockClock } from '../support/mock-clock';
import { confirmThroughOutage } from '../support/outage';
import { newToken, signIn } from '../support/session';
import { expect, test, type APIRequestContext } from '../support/test';
import { FUNDS_TEXTS } from './funds-texts';

const DAY_MS = 86_400_000;

/**
 * A loan of 500,000 USDT at 3x, approved: the margin it needs (a third) is deposited to the spot account first,
 * the desk approves the application a day later on the mock's clock.
 */
async function approvedLoan(request: APIRequestContext, token: string) {
  await callAs(request, token, 'POST', '/wallet/charge_req', {
    account: '/upload/voucher.png',
    amount: '170000',
    currency: 3,
    type: 0,
  });
  const records = await callAs<{ data: Array<{ id: number }> }>(request, token, 'GET', '/recharge/log');
  const review = await request.post('/api/__sandbox/review', {
    data: { kind: 'deposit', id: records.data[0].id, decision: 'approve' },
  });
  expect(review.ok()).toBe(true);
  await callAs(request, token, 'POST', '/loan/apply', {
    amount: '500000',
    currency: 'USDT',
    margin_currency: 'USDT',
    contact: 'desk@example.com',
    leverage: 3,
    term: 30,
  });
  await moveMockClock(request, DAY_MS + 1_000);
}

for (const language of ['jp', 'en'] as const) {
  const text = FUNDS_TEXTS[language].loans;

  test(`${language}: a repayment confirmed while the exchange is unreachable says why, then is made once`, async ({
    page,
  }) => {
    const token = newToken();
    await signIn(page, { token, language });
    await approvedLoan(page.request, token);
    await page.goto('/#/pages/otc/otc');
    const loan = page.getByRole('list', { name: text.list }).getByRole('article', { name: text.loan });
    const repay = loan.getByRole('button', { name: text.repay, exact: true });
    await repay.click();
    const sheet = page.getByRole('dialog', { name: text.sheet });
    await sheet.getByLabel(text.amount, { exact: true }).fill('100');
    const calls = await confirmThroughOutage(page, {
      language,
      sheet,
      confirmLabel: text.repay,
      writePath: '/loan/repay',
      reopen: () => repay.click(),
    });
    expect(calls).toEqual(['POST', 'POST', 'POST']);
    await expect(labelledValue(loan, text.repaid)).toHaveText('100.000000 USDT');
  });
}
