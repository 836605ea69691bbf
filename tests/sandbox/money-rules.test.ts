/**
 * The money rules of OTC loans, dual investment and NFT auctions, end to end through the running sandbox with the
 * mock's clock and prices moved by the test. For every stage the user's balances change by exactly what the rule
 * says, the user's ledger holds one row per movement (what the funds screens list), and for every coin the users'
 * balances plus the exchange's side of every movement add up to zero: a loan's principal, margin and interest,
 * an investment's yield and an auction's margins are neither created nor lost.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { SandboxState } from '@tradedesk/mock-server/testing';
import { balancesOf } from './balances.ts';
import { timeText, instantOfText, midnightOf, useSandbox, type Session } from './harness.ts';
import { BTC, USDT } from './coins.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
// a market that moves only when the test moves it
const sandbox = useSandbox({ ticksPerSecond: 0.001 });

/** Credits `amount` of a coin to the session's spot account through an approved deposit request. */
async function deposit(session: Session, currency: number, amount: string) {
  await session.call((api) =>
    api.submitDepositRequest({ account: '/upload/voucher/rules.png', amount, currency, type: 0 }),
  );
  const [request] = (await session.call((api) => api.listDepositRecords({ page: 1, limit: 10 }))).data;
  await sandbox.control.raw('POST', '/review', { kind: 'deposit', id: request.id, decision: 'approve' });
}

const userIdOf = (state: SandboxState, session: Session) => state.accounts[session.login];

/** The last ledger row id of the session's user: movements after it are the next stage's. */
async function ledgerMark(session: Session): Promise<number> {
  const state = await sandbox.control.state();
  return state.users[userIdOf(state, session)].ledger.at(-1)?.id ?? 0;
}

/** The user's ledger rows after `mark`, one text per movement: reason, balance, coin and signed amount. */
function movementsSince(state: SandboxState, session: Session, mark: number): string[] {
  return state.users[userIdOf(state, session)].ledger
    .filter((row) => row.id > mark)
    .map((row) => `${row.reason} ${row.account}.${row.side} coin ${row.currencyId} ${new Big(row.change).toFixed()}`);
}

/** The exchange's side of one coin for one reason ("0" when it never moved). */
const houseOf = (state: SandboxState, coin: number, reason: string) =>
  new Big(state.house[coin]?.[reason] ?? 0).toFixed();

/**
 * For every coin, the users' balances plus the exchange's side add up to zero, and every balance is the sum of its
 * ledger rows and never negative (the check of money-conservation.test.ts).
 */
function expectConserved(state: SandboxState): void {
  const coins = new Set([
    ...Object.keys(state.house),
    ...Object.values(state.users).flatMap((user) => Object.keys(user.wallets)),
  ]);
  for (const coin of coins) {
    let total = new Big(0);
    for (const user of Object.values(state.users))
      for (const [account, purse] of Object.entries(user.wallets[coin] ?? {}))
        for (const side of ['balance', 'lock'] as const) {
          const value = new Big(purse[side]);
          expect(value.gte(0), `user ${user.id} ${account} ${side} of coin ${coin} is ${value}`).toBe(true);
          const ledger = user.ledger
            .filter((row) => String(row.currencyId) === coin && row.account === account && row.side === side)
            .reduce((sum, row) => sum.plus(row.change), new Big(0));
          expect(ledger.toFixed(), `ledger of user ${user.id} ${account} ${side} coin ${coin}`).toBe(value.toFixed());
          total = total.plus(value);
        }
    const house = Object.values(state.house[coin] ?? {}).reduce((sum, value) => sum.plus(value), new Big(0));
    expect(total.plus(house).toFixed(), `coin ${coin}: users ${total} + exchange ${house}`).toBe('0');
  }
}

async function myLoan(session: Session) {
  return (await session.call((api) => api.listMyOtcLoans({ page: 1, limit: 10 }))).data[0];
}

describe('OTC loans: principal, margin and interest', () => {
  it('reads the rates of the contract: 0.06 % a day, 0.5 % of the loan per overdue day, liquidation below 110 %', async () => {
    const user = await sandbox.session();
    expect(await user.call((api) => api.getOtcLoanConfig())).toMatchObject({
      daily_interest_rate: '0.0006',
      overdue_interest_rate: '0.005',
      liquidation_risk_rate: '110',
    });
  });

  it('pays out on approval, charges daily and overdue interest, and takes back principal and interest on repayment', async () => {
    const user = await sandbox.session();
    await deposit(user, USDT, '300000');
    const start = await balancesOf(user);
    const applied = await user.call((api) =>
      api.applyOtcLoan({
        amount: '600000',
        currency: 'USDT',
        margin_currency: 'USDT',
        contact: 'desk@example.com',
        term: 7,
        leverage: 3,
      }),
    );
    expect(applied).toMatchObject({ status: 0, margin_amount: '200000.00000000' });

    // a day later the desk approves: 200,000 frozen from the spot balance, 600,000 paid out to it
    let mark = await ledgerMark(user);
    await sandbox.control.advance(DAY + 1000);
    const approved = await myLoan(user);
    expect(approved).toMatchObject({ status: 1, interest: '0.00', overdue_interest: '0.00', risk_rate: '133.33' });
    const funded = await balancesOf(user);
    expect(funded.change[USDT].balance.toFixed()).toBe(start.change[USDT].balance.plus(400000).toFixed());
    expect(funded.change[USDT].lock.toFixed()).toBe(start.change[USDT].lock.plus(200000).toFixed());
    let state = await sandbox.control.state();
    expect(movementsSince(state, user, mark)).toEqual([
      'loan_margin change.balance coin 3 -200000',
      'loan_margin change.lock coin 3 200000',
      'loan_payout change.balance coin 3 600000',
    ]);
    expect(houseOf(state, USDT, 'loan_payout')).toBe('-600000');
    expectConserved(state);

    // interest accrues for every whole day borrowed: 600,000 x 0.0006 x 3
    const approvedAt = instantOfText(approved.due_at) - 7 * DAY;
    await sandbox.control.advance(approvedAt + 3 * DAY + HOUR - (await sandbox.now()));
    expect(await myLoan(user)).toMatchObject({ status: 1, interest: '1080.00', overdue_interest: '0.00' });

    // 2 days and an hour past the 7-day term: overdue. A real desk keeps charging the daily interest while the money
    // is out and adds 0.5 % of the loan for each overdue day begun ("extra interest per overdue day", on top of the
    // interest): 9 days x 360 = 3,240 of interest and 3 x 3,000 = 9,000 overdue
    await sandbox.control.advance(approvedAt + 9 * DAY + HOUR - (await sandbox.now()));
    const overdue = await myLoan(user);
    expect(overdue).toMatchObject({ status: 5, interest: '3240.00', overdue_interest: '9000.00' });

    // a part first (it pays the overdue interest, then the interest), then the rest: nothing more, nothing less
    mark = await ledgerMark(user);
    const partly = await user.call((api) => api.repayOtcLoan({ id: overdue.id, amount: '10000' }));
    // the 10,000 paid interest, so all 600,000 borrowed is still out: (200,000 + 600,000) / 602,240, rounded down
    expect(partly).toMatchObject({ status: 5, repaid_amount: '10000.00', risk_rate: '132.83' });
    const rest = new Big(600000).plus(3240).plus(9000).minus(10000);
    await expect(
      user.call((api) => api.repayOtcLoan({ id: overdue.id, amount: rest.plus('0.01').toFixed() })),
    ).rejects.toMatchObject({ kind: 'business' });
    const repaid = await user.call((api) => api.repayOtcLoan({ id: overdue.id, amount: rest.toFixed() }));
    expect(repaid).toMatchObject({ status: 2, repaid_amount: '612240.00' });
    const after = await balancesOf(user);
    // the margin is back, the loan and its 12,240 of interest are paid: 300,000 - 12,240 of the user's own left
    expect(after.change[USDT].lock.toFixed()).toBe(start.change[USDT].lock.toFixed());
    expect(after.change[USDT].balance.toFixed()).toBe(start.change[USDT].balance.minus(12240).toFixed());
    state = await sandbox.control.state();
    expect(movementsSince(state, user, mark)).toEqual([
      'loan_repay change.balance coin 3 -10000',
      'loan_repay change.balance coin 3 -602240',
      'loan_margin change.lock coin 3 -200000',
      'loan_margin change.balance coin 3 200000',
    ]);
    expect(houseOf(state, USDT, 'loan_repay')).toBe('612240');
    expectConserved(state);
    // the funds screens list the movements under the loan's kinds
    const payouts = await user.call((api) => api.listWalletLedger({ log_type: 110, limit: 10 }));
    expect(payouts.list.map((row) => row.value)).toEqual(['600000.00000000']);
    // a repaid loan no longer accrues anything
    await sandbox.control.advance(5 * DAY);
    expect(await myLoan(user)).toMatchObject({ status: 2, interest: '3240.00', overdue_interest: '9000.00' });
  });

  it('approves an application on its day even when the clock passes it by days: interest counts from then', async () => {
    const user = await sandbox.session();
    await deposit(user, USDT, '250000');
    const applied = await user.call((api) =>
      api.applyOtcLoan({ amount: '500000', currency: 'USDT', margin_currency: 'USDT', contact: '123456', term: 30 }),
    );
    // one move of the clock over the day of review and nine more: approved a day after the application, so nine
    // whole days borrowed (500,000 x 0.0006 x 9 = 2,700), due 30 days after that day
    await sandbox.control.advance(10 * DAY + HOUR);
    const loan = await myLoan(user);
    expect(loan).toMatchObject({ status: 1, interest: '2700.00' });
    expect(instantOfText(loan.due_at) - instantOfText(applied.created_at)).toBe(31 * DAY);
    expectConserved(await sandbox.control.state());
  });

  it('liquidates below a 110 % risk rate: the margin is sold to repay the debt, the rest comes from the loan coin', async () => {
    const user = await sandbox.session();
    await deposit(user, BTC, '5');
    await sandbox.control.setPrice('BTC/USDT', 66000);
    const start = await balancesOf(user);
    await user.call((api) =>
      api.applyOtcLoan({ amount: '600000', currency: 'USDT', margin_currency: 'BTC', contact: 'a@b.co', term: 30 }),
    );
    await sandbox.control.advance(DAY + 1000);
    // the market moved on during that day: back to 66,000 to read the risk rate at a known price
    await sandbox.control.setPrice('BTC/USDT', 66000);
    // 200,000 USDT of BTC at 66,000, rounded up to the satoshi: 3.03030304 BTC frozen, 600,000 USDT paid out
    const margin = '3.03030304';
    let loan = await myLoan(user);
    expect(loan).toMatchObject({ status: 1, margin_amount: margin, risk_rate: '133.33' });
    const funded = await balancesOf(user);
    expect(funded.change[BTC].lock.toFixed()).toBe(start.change[BTC].lock.plus(margin).toFixed());
    expect(funded.change[BTC].balance.toFixed()).toBe(start.change[BTC].balance.minus(margin).toFixed());
    expect(funded.change[USDT].balance.toFixed()).toBe(start.change[USDT].balance.plus(600000).toFixed());

    // the risk rate: (margin x price + borrowed funds) / debt; at 20,000 it is (60,606.0608 + 600,000) / 600,000
    await sandbox.control.setPrice('BTC/USDT', 20000);
    loan = await myLoan(user);
    expect(loan).toMatchObject({ status: 1, risk_rate: '110.10' });

    // at 19,000: (57,575.75776 + 600,000) / 600,000 = 109.6 %. A real desk sells the margin to repay the debt and
    // takes the rest from the borrowed coin on the spot account; the loan is settled, not forgiven
    const mark = await ledgerMark(user);
    await sandbox.control.setPrice('BTC/USDT', 19000);
    loan = await myLoan(user);
    const sold = new Big(margin).times(19000);
    const fromSpot = new Big(600000).minus(sold);
    expect(loan).toMatchObject({ status: 4, repaid_amount: '600000.00' });
    const after = await balancesOf(user);
    expect(after.change[BTC].lock.toFixed()).toBe(start.change[BTC].lock.toFixed());
    expect(after.change[BTC].balance.toFixed()).toBe(start.change[BTC].balance.minus(margin).toFixed());
    expect(after.change[USDT].balance.toFixed()).toBe(funded.change[USDT].balance.minus(fromSpot).toFixed());
    const state = await sandbox.control.state();
    expect(movementsSince(state, user, mark)).toEqual([
      `loan_liquidate change.lock coin 1 -${margin}`,
      `loan_liquidate change.balance coin 3 -${fromSpot.toFixed()}`,
    ]);
    expectConserved(state);
    // a liquidated loan is closed: nothing left to repay
    await expect(user.call((api) => api.repayOtcLoan({ id: loan.id, amount: '1' }))).rejects.toMatchObject({
      message: 'This loan has nothing left to repay',
    });
  });
});

describe('dual investment: the yield of the days held', () => {
  it('pays a purchase made partway through a 30-day product for the whole days it was held, no more', async () => {
    const user = await sandbox.session();
    await deposit(user, BTC, '1');
    // 15:00 of the next day (UTC, the exchange's day): a purchase with a day begun that it will not hold
    const now = await sandbox.now();
    const nextMidnight = new Date(now).setUTCHours(24, 0, 0, 0);
    await sandbox.control.advance(nextMidnight + 15 * HOUR - now);
    const { dual_currencys: products } = await user.call((api) =>
      api.listDualProducts({ type: 'call', currency_id: BTC }),
    );
    const product = products.find((candidate) => candidate.status === '1' && candidate.name === 'BTC Dual 30D')!;
    const end = midnightOf(product.end_time);
    const boughtAt = await sandbox.now();
    // a whole number of days and 9 hours to the end (less the milliseconds the clock ran since): the 9 hours of
    // today are not a day held
    const begun = (end - boughtAt) % DAY;
    expect(begun > 9 * HOUR - 60_000 && begun <= 9 * HOUR).toBe(true);
    const days = Math.floor((end - boughtAt) / DAY);
    expect(product.day).toBe(days);
    const start = await balancesOf(user);
    let mark = await ledgerMark(user);
    await user.call((api) => api.buyDualProduct({ id: product.id, num: 5 }));
    const [order] = (await user.call((api) => api.listMyDualOrders({ status: 1 }))).list;
    expect(order).toMatchObject({ dual_id: product.id, day: days, total: '0.50000000', status: '0' });
    let state = await sandbox.control.state();
    expect(movementsSince(state, user, mark)).toEqual([
      'dual_buy change.balance coin 1 -0.5',
      'dual_buy change.lock coin 1 0.5',
    ]);
    expectConserved(state);

    // on the product's last day it takes no purchase: less than a day would be left to hold
    await sandbox.control.advance(end - 12 * HOUR - (await sandbox.now()));
    const lastDay = await user.call((api) => api.getDualProduct({ id: product.id }));
    expect(lastDay.status).toBe('0');
    await expect(user.call((api) => api.buyDualProduct({ id: product.id, num: 1 }))).rejects.toMatchObject({
      kind: 'business',
    });

    // BTC ends below the reference price: the call pays BTC, 0.5 x (1 + days x rate / 365) (the market walks on
    // for the last half day: 30 % below is out of its reach)
    await sandbox.control.setPrice('BTC/USDT', Number(new Big(product.exercise_price).times('0.7').toFixed(2)));
    const houseBefore = new Big(houseOf(await sandbox.control.state(), BTC, 'dual_settle'));
    mark = await ledgerMark(user);
    await sandbox.control.advance(end + 1000 - (await sandbox.now()));
    const payout = new Big('0.5')
      .times(new Big(days).times(product.rate).div(100).div(365).plus(1))
      .round(8, Big.roundDown);
    const [settled] = (await user.call((api) => api.listMyDualOrders({ status: 0 }))).list;
    expect(settled).toMatchObject({ id: order.id, day: days, status: '1', payout_currency: 'BTC' });
    expect(settled.payout).toBe(payout.toFixed(8));
    const after = await balancesOf(user);
    expect(after.change[BTC].lock.toFixed()).toBe(start.change[BTC].lock.toFixed());
    expect(after.change[BTC].balance.toFixed()).toBe(start.change[BTC].balance.minus('0.5').plus(payout).toFixed());
    state = await sandbox.control.state();
    expect(movementsSince(state, user, mark)).toEqual([
      'dual_settle change.lock coin 1 -0.5',
      `dual_settle change.balance coin 1 ${payout.toFixed()}`,
    ]);
    // the exchange took the 0.5 and paid the yield
    expect(houseOf(state, BTC, 'dual_settle')).toBe(houseBefore.plus('0.5').minus(payout).toFixed());
    expectConserved(state);
  });
});

/** A collector who bought an artwork at its fixed price (in USDT), to put it back up for auction. */
async function collectorWithArtwork() {
  const seller = await sandbox.session();
  await deposit(seller, USDT, '1000');
  const fixedPrice = (await seller.call((api) => api.listNftArtworks({ pay_type: 1, limit: 20 }))).find(
    (row) => row.status === 1 && row.currency_id === USDT,
  )!;
  await seller.call((api) => api.buyNftArtwork({ code: fixedPrice.code }));
  return { seller, fixedPrice };
}

describe("NFT auctions: margins and the winner's day to pay", () => {
  /** Auctions taking bids now, in USDT. */
  async function openAuctions(session: Session) {
    const rows = await session.call((api) => api.listNftArtworks({ pay_type: 2, limit: 20 }));
    return rows.filter((row) => row.status === 1 && row.currency_id === USDT);
  }

  /** Every user pays the margin and bids, each raising the last bid by the raise: the last one leads. */
  async function bidInTurn(code: string, bidders: Session[]) {
    for (const bidder of bidders) {
      await bidder.call((api) => api.payNftAuctionMargin({ code }));
      const [row] = (await bidder.call((api) => api.listNftArtworks({ pay_type: 2, limit: 20 }))).filter(
        (candidate) => candidate.code === code,
      );
      const detail = await bidder.call((api) => api.getNftArtworkDetail({ id: row.id }));
      // the artwork's price stays the starting price: the next bid beats the top one
      const price = detail.top_price === '0' ? new Big(row.price) : new Big(detail.top_price!).plus(row.per_increase);
      await bidder.call((api) => api.placeNftBid({ code, price: price.toFixed(2) }));
    }
  }

  it('returns the losers their margins in full, and keeps the margin of a winner who does not pay within a day', async () => {
    const bidders = [await sandbox.session(), await sandbox.session(), await sandbox.session()];
    for (const bidder of bidders) await deposit(bidder, USDT, '1000');
    const [auction] = await openAuctions(bidders[0]);
    const margin = new Big(auction.margin);
    expect(margin.gt(0)).toBe(true);
    const starts = await Promise.all(bidders.map((bidder) => balancesOf(bidder)));
    const marks = await Promise.all(bidders.map((bidder) => ledgerMark(bidder)));
    await bidInTurn(auction.code, bidders);
    const winning = new Big(auction.price).plus(new Big(auction.per_increase).times(2));
    // while it runs every bidder's margin is frozen
    for (const [index, bidder] of bidders.entries())
      expect((await balancesOf(bidder)).change[USDT].lock.toFixed()).toBe(
        starts[index].change[USDT].lock.plus(margin).toFixed(),
      );

    // the auction ends: the two losers have every cent back, the winner's margin stays frozen for the day to pay
    const end = instantOfText(auction.end_time);
    await sandbox.control.advance(end + 1000 - (await sandbox.now()));
    let state = await sandbox.control.state();
    for (const index of [0, 1]) {
      const after = await balancesOf(bidders[index]);
      expect(after.change[USDT].balance.toFixed()).toBe(starts[index].change[USDT].balance.toFixed());
      expect(after.change[USDT].lock.toFixed()).toBe(starts[index].change[USDT].lock.toFixed());
      expect(movementsSince(state, bidders[index], marks[index])).toEqual([
        `nft_margin change.balance coin 3 -${margin}`,
        `nft_margin change.lock coin 3 ${margin}`,
        `nft_margin_return change.lock coin 3 -${margin}`,
        `nft_margin_return change.balance coin 3 ${margin}`,
      ]);
    }
    const winner = bidders[2];
    const [order] = await winner.call((api) => api.listNftOrdersAwaitingPayment());
    expect(order).toMatchObject({ code: auction.code, price: winning.toFixed(2), is_pay: 0, is_expired: 0 });
    expect(instantOfText(order.overtime) - end).toBe(DAY);
    expect((await balancesOf(winner)).change[USDT].lock.toFixed()).toBe(
      starts[2].change[USDT].lock.plus(margin).toFixed(),
    );
    expectConserved(state);

    // a day passes unpaid: the exchange keeps the margin, the winner can no longer pay
    const forfeitBefore = new Big(houseOf(state, USDT, 'nft_margin_forfeit'));
    await sandbox.control.advance(end + DAY + 1000 - (await sandbox.now()));
    await expect(winner.call((api) => api.payNftOrder({ id: order.id }))).rejects.toMatchObject({
      message: 'The payment deadline has passed',
    });
    const lost = await balancesOf(winner);
    expect(lost.change[USDT].lock.toFixed()).toBe(starts[2].change[USDT].lock.toFixed());
    expect(lost.change[USDT].balance.toFixed()).toBe(starts[2].change[USDT].balance.minus(margin).toFixed());
    expect(await winner.call((api) => api.listMyNftOrders({ status: 2 }))).toEqual([
      expect.objectContaining({ id: order.id, is_pay: 0, is_expired: 1 }),
    ]);
    state = await sandbox.control.state();
    expect(movementsSince(state, winner, marks[2])).toEqual([
      `nft_margin change.balance coin 3 -${margin}`,
      `nft_margin change.lock coin 3 ${margin}`,
      `nft_margin_forfeit change.lock coin 3 -${margin}`,
    ]);
    expect(houseOf(state, USDT, 'nft_margin_forfeit')).toBe(forfeitBefore.plus(margin).toFixed());
    // the artwork is not the winner's
    expect((await winner.call((api) => api.listMyNfts())).map((row) => row.code)).not.toContain(auction.code);
    expectConserved(state);
  });

  it('gives a winner who pays within the day the artwork for the winning bid, the margin back, the seller the bid', async () => {
    // a collector buys an artwork at its fixed price and puts it back up for auction: 200 USDT, raises of 10, for
    // two hours (its margin a tenth of the price); the other auctions of the market have ended by now
    const { seller, fixedPrice } = await collectorWithArtwork();
    const now = await sandbox.now();
    await seller.call((api) =>
      api.resellNftArtwork({
        code: fixedPrice.code,
        type: 'auction',
        price: '200',
        add_price: '10',
        start_time: timeText(now),
        end_time: timeText(now + 2 * HOUR),
      }),
    );
    const sellerBefore = await balancesOf(seller);
    const bidders = [await sandbox.session(), await sandbox.session()];
    for (const bidder of bidders) await deposit(bidder, USDT, '1000');
    const auction = (await openAuctions(bidders[0])).find((row) => row.code === fixedPrice.code)!;
    expect(auction).toMatchObject({ price: '200.00', margin: '20' });
    const margin = new Big(auction.margin);
    const starts = await Promise.all(bidders.map((bidder) => balancesOf(bidder)));
    const mark = await ledgerMark(bidders[1]);
    await bidInTurn(auction.code, bidders);
    const winning = new Big(auction.price).plus(auction.per_increase);
    const end = instantOfText(auction.end_time);
    // the winner pays 23 hours after the end, within the day
    await sandbox.control.advance(end + 23 * HOUR - (await sandbox.now()));
    const winner = bidders[1];
    const [order] = await winner.call((api) => api.listNftOrdersAwaitingPayment());
    expect(order).toMatchObject({ code: auction.code, price: winning.toFixed(2) });
    const payBefore = new Big(houseOf(await sandbox.control.state(), USDT, 'nft_pay'));
    await winner.call((api) => api.payNftOrder({ id: order.id }));
    const paid = await balancesOf(winner);
    expect(paid.change[USDT].lock.toFixed()).toBe(starts[1].change[USDT].lock.toFixed());
    expect(paid.change[USDT].balance.toFixed()).toBe(starts[1].change[USDT].balance.minus(winning).toFixed());
    expect((await winner.call((api) => api.listMyNfts())).map((row) => row.code)).toContain(auction.code);
    // the seller is paid the winning bid
    expect((await balancesOf(seller)).change[USDT].balance.toFixed()).toBe(
      sellerBefore.change[USDT].balance.plus(winning).toFixed(),
    );
    const loser = await balancesOf(bidders[0]);
    expect(loser.change[USDT].balance.toFixed()).toBe(starts[0].change[USDT].balance.toFixed());
    expect(loser.change[USDT].lock.toFixed()).toBe(starts[0].change[USDT].lock.toFixed());
    // the day's end no longer touches a paid order
    await sandbox.control.advance(2 * DAY);
    const state = await sandbox.control.state();
    expect(movementsSince(state, winner, mark)).toEqual([
      `nft_margin change.balance coin 3 -${margin}`,
      `nft_margin change.lock coin 3 ${margin}`,
      `nft_pay change.balance coin 3 -${winning}`,
      `nft_margin_return change.lock coin 3 -${margin}`,
      `nft_margin_return change.balance coin 3 ${margin}`,
    ]);
    expect(houseOf(state, USDT, 'nft_pay')).toBe(payBefore.plus(winning).toFixed());
    expect((await balancesOf(winner)).change[USDT].balance.toFixed()).toBe(paid.change[USDT].balance.toFixed());
    expectConserved(state);
  });

  it('leaves a resold artwork with its seller, free to sell again, when the winner lets the day pass', async () => {
    const { seller, fixedPrice } = await collectorWithArtwork();
    const now = await sandbox.now();
    const resell = (from: number) =>
      seller.call((api) =>
        api.resellNftArtwork({
          code: fixedPrice.code,
          type: 'auction',
          price: '100',
          add_price: '5',
          start_time: timeText(from),
          end_time: timeText(from + HOUR),
        }),
      );
    await resell(now);
    const sellerBefore = await balancesOf(seller);
    const bidder = await sandbox.session();
    await deposit(bidder, USDT, '1000');
    const start = await balancesOf(bidder);
    await bidInTurn(fixedPrice.code, [bidder]);
    await sandbox.control.advance(now + HOUR + DAY + 1000 - (await sandbox.now()));
    // the winner's 10 USDT margin is the exchange's (the rule of section 4), the seller is paid nothing
    const lost = await balancesOf(bidder);
    expect(lost.change[USDT].balance.toFixed()).toBe(start.change[USDT].balance.minus(10).toFixed());
    expect(lost.change[USDT].lock.toFixed()).toBe(start.change[USDT].lock.toFixed());
    expect((await balancesOf(seller)).change[USDT].balance.toFixed()).toBe(sellerBefore.change[USDT].balance.toFixed());
    // the artwork is still the seller's, off the market, and can be put up again (it stayed marked as a resale
    // in progress, so the seller could neither sell it again nor see it sold)
    expect((await seller.call((api) => api.listMyNfts())).map((row) => row.code)).toContain(fixedPrice.code);
    await resell(await sandbox.now());
    expectConserved(await sandbox.control.state());
  });
});
