/**
 * OTC loans and quick crypto purchase against the running sandbox, the clock moved by the test: a loan is approved
 * a day after its application when the margin is there (margin frozen, loan paid out), accrues interest, is
 * repaid; a purchase is refused outside the listed countries and credits its USDT once the transfer settles; the
 * ledger lists one kind of movement when asked.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { balancesOf } from './balances.ts';
import { BANK_PAYER as payer } from '../../src/shared/testing/bank-payer.ts';
import { instantOfText, timeText, useSandbox, useSession, type Session } from './harness.ts';
import { USDT } from './coins.ts';

const DAY = 86_400_000;

const sandbox = useSandbox({ ticksPerSecond: 0.001 });
const user = useSession(sandbox);

/** Credits USDT to the user's spot account through an approved deposit request. */
async function deposit(session: Session, amount: string) {
  await session.call((api) =>
    api.submitDepositRequest({ account: '/upload/voucher/test.png', amount, currency: USDT, type: 0 }),
  );
  const records = await session.call((api) => api.listDepositRecords({ page: 1, limit: 10 }));
  await sandbox.control.raw('POST', '/review', { kind: 'deposit', id: records.data[0].id, decision: 'approve' });
}

describe('OTC loans', () => {
  it('tells a market maker they may apply, with the limits of section 9', async () => {
    const config = await user.call((api) => api.getOtcLoanConfig());
    expect(config).toMatchObject({ eligible: true, min_amount: '500000', max_amount: '10000000', max_leverage: 3 });
    expect(config.coins).toEqual(expect.arrayContaining(['BTC', 'USDT']));
  });

  it('answers the FAQ in the language of the request', async () => {
    const [first] = await user.call((api) => api.listOtcLoanFaq());
    expect(first).toMatchObject({ question: 'Who can borrow?', sort: 0 });
    const japanese = await sandbox.session({ lang: 'jp' });
    expect((await japanese.call((api) => api.listOtcLoanFaq()))[0].question).toBe('誰が借入できますか？');
  });

  it('refuses a loan below 500,000 USDT at the contract, and one of a user who is not eligible', async () => {
    await expect(
      user.call((api) =>
        api.applyOtcLoan({ amount: '499999', currency: 'USDT', margin_currency: 'USDT', contact: 'a@b.co' }),
      ),
    ).rejects.toBeTruthy();
    const other = await sandbox.session();
    const state = await sandbox.control.state();
    for (const stored of Object.values(state.users))
      (stored.slices.loans as { marketMaker: boolean }).marketMaker = false;
    await sandbox.control.raw('PUT', '/state', state);
    await expect(
      other.call((api) =>
        api.applyOtcLoan({ amount: '600000', currency: 'USDT', margin_currency: 'USDT', contact: 'a@b.co' }),
      ),
    ).rejects.toMatchObject({ message: 'OTC loans are available to market makers and VIP 2 or higher' });
    for (const stored of Object.values(state.users))
      (stored.slices.loans as { marketMaker: boolean }).marketMaker = true;
    await sandbox.control.raw('PUT', '/state', state);
  });

  it('approves a covered application a day later, charges daily interest and releases the margin once repaid', async () => {
    await deposit(user, '300000');
    const loan = await user.call((api) =>
      api.applyOtcLoan({
        amount: '600000',
        currency: 'USDT',
        margin_currency: 'USDT',
        contact: 'desk@example.com',
        term: 30,
        leverage: 3,
      }),
    );
    expect(loan).toMatchObject({ status: 0, amount: '600000.00', margin_amount: '200000.00000000', risk_rate: '0.00' });
    const before = await balancesOf(user);

    await sandbox.control.advance(DAY + 1000);
    const [approved] = (await user.call((api) => api.listMyOtcLoans({ page: 1, limit: 10 }))).data;
    expect(approved.status).toBe(1);
    // the payout is dated when the review fell due, a day after the application, not when the clock was next read
    const { list: ledger } = await user.call((api) => api.listWalletLedger({ page: 1, limit: 20 }));
    const payout = ledger.find((row) => row.currency_name === 'USDT' && new Big(row.value).eq('600000'));
    expect(payout?.created_time).toBe(timeText(instantOfText(loan.created_at) + DAY));
    const funded = await balancesOf(user);
    // margin frozen, loan paid out: +600,000 - 200,000 available, +200,000 frozen
    expect(funded.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.plus(400000).toFixed());
    expect(funded.change[USDT].lock.toFixed()).toBe(before.change[USDT].lock.plus(200000).toFixed());
    // (200,000 + 600,000) / 600,000 with no interest yet
    expect(approved.risk_rate).toBe('133.33');

    await sandbox.control.advance(10 * DAY);
    const [accrued] = (await user.call((api) => api.listMyOtcLoans({ page: 1, limit: 10 }))).data;
    // 0.06 % a day x 10 days x 600,000
    expect(accrued.interest).toBe(new Big('600000').times('0.0006').times(10).toFixed(2));
    const owed = new Big(accrued.amount).plus(accrued.interest);
    const repaid = await user.call((api) => api.repayOtcLoan({ id: accrued.id, amount: owed.toFixed() }));
    expect(repaid).toMatchObject({ status: 2, repaid_amount: owed.toFixed(2) });
    const after = await balancesOf(user);
    expect(after.change[USDT].lock.toFixed()).toBe(before.change[USDT].lock.toFixed());
    expect(after.change[USDT].balance.toFixed()).toBe(funded.change[USDT].balance.minus(owed).plus(200000).toFixed());
  });

  it('rejects an application whose margin is not on the spot account', async () => {
    const poor = await sandbox.session();
    await poor.call((api) =>
      api.applyOtcLoan({
        amount: '10000000',
        currency: 'USDT',
        margin_currency: 'USDT',
        contact: '123456',
        leverage: 1,
      }),
    );
    await sandbox.control.advance(DAY + 1000);
    const [loan] = (await poor.call((api) => api.listMyOtcLoans({ page: 1, limit: 10 }))).data;
    expect(loan.status).toBe(3);
  });
});

describe('quick crypto purchase', () => {
  it('refuses a country that is not listed with "your area is temporarily not supported"', async () => {
    await expect(
      user.call((api) =>
        api.createBuyCryptoOrder({ ...payer, country: 'JP', currency: 'USD', payment_method: 1, amount: '500' }),
      ),
    ).rejects.toMatchObject({ message: 'Your area is temporarily not supported' });
  });

  it('credits USD 1:1 as USDT two days after the transfer screenshot', async () => {
    const order = await user.call((api) =>
      api.createBuyCryptoOrder({ ...payer, country: 'US', currency: 'USD', payment_method: 1, amount: '1500' }),
    );
    expect(order).toMatchObject({ status: 0, usdt_amount: '1500.00', payment_type: 'bank', payment_url: '' });
    await user.call((api) => api.uploadBuyCryptoVoucher({ id: order.id, screenshot: '/upload/voucher/1.png' }));
    const before = await balancesOf(user);
    await sandbox.control.advance(DAY);
    expect((await user.call((api) => api.listMyBuyCryptoOrders({ page: 1, limit: 10 }))).data[0].status).toBe(0);
    await sandbox.control.advance(DAY);
    const [paid] = (await user.call((api) => api.listMyBuyCryptoOrders({ page: 1, limit: 10 }))).data;
    expect(paid).toMatchObject({ id: order.id, status: 1, screenshot: '/upload/voucher/1.png' });
    const after = await balancesOf(user);
    expect(after.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.plus(1500).toFixed());
  });

  it('refuses an amount below the minimum and a disabled payment method', async () => {
    await expect(
      user.call((api) =>
        api.createBuyCryptoOrder({ ...payer, country: 'TH', currency: 'THB', payment_method: 1, amount: '99' }),
      ),
    ).rejects.toMatchObject({ message: 'The amount must be at least 100 THB' });
    await expect(
      user.call((api) =>
        api.createBuyCryptoOrder({ ...payer, country: 'TH', currency: 'THB', payment_method: 3, amount: '500' }),
      ),
    ).rejects.toMatchObject({ message: 'This payment method is temporarily unavailable' });
  });
});

describe('ledger kinds', () => {
  it('lists only the movements of the kind asked for, page by page', async () => {
    const someone = await sandbox.session();
    await deposit(someone, '120');
    await someone.call((api) =>
      api.transferBetweenAccounts({ currency_id: USDT, number: '20', from_field: 'change', to_field: 'lever' }),
    );
    const deposits = await someone.call((api) => api.listWalletLedger({ log_type: 8, limit: 10 }));
    expect(deposits.list.length).toBeGreaterThan(0);
    expect(deposits.list.every((row) => row.type === 8)).toBe(true);
    const transfersOut = await someone.call((api) => api.listWalletLedger({ log_type: 12, limit: 1 }));
    expect(transfersOut).toMatchObject({ count: 1, limit: 1 });
    expect(transfersOut.list[0].value).toBe('-20.00000000');
  });
});
