/**
 * Time in the sandbox is a timeline: when the clock jumps across several maturities at once, each one happens at
 * its own instant, in order, with the market's price of that instant (the price path's, as the chart's history
 * draws it) and that instant's date on its ledger row, however much later the sandbox is asked.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { dualPayout } from '@tradedesk/mock-server/testing';
import { BANK_PAYER } from '../../src/shared/testing/bank-payer.ts';
import { midnightOf, instantOfText, timeText, useSandbox, useSession, type Session } from './harness.ts';

const DAY = 86_400_000;
/** A guess round's length: one opens every 30 minutes. */
const ROUND = 30 * 60_000;
// the clock moves only when the test moves it: the instants it compares are exact
const sandbox = useSandbox({ ticksPerSecond: 0.001, frozenClock: true });
const user = useSession(sandbox);

/** The price of the last trade at or before `time`, as the market of that instant showed it. */
const priceAt = (symbol: string, time: number) => {
  const { model } = sandbox.mock.emitter;
  return model.formatPrice(symbol, model.priceAt(symbol, time));
};

const MINUTE = 60_000;

/**
 * The first instant in [from, to] at which the price of `symbol` was at or below `level` ('below') or at or above it
 * ('above'), seen as the chart sees the market: the contract's one-minute bars for the whole minutes, then the
 * price of every millisecond of the minute that reached it (and of the partial minutes at either end).
 */
async function firstReachSeen(symbol: string, from: number, to: number, level: Big, side: 'below' | 'above') {
  // a price and a level of two decimals compare exactly as numbers (each the double nearest its decimal), and a
  // minute has 60,000 milliseconds to look at
  const { model } = sandbox.mock.emitter;
  const bound = level.toNumber();
  const everyMillisecond = (start: number, end: number) => {
    for (let time = start; time <= end; time += 1) {
      const price = model.priceAt(symbol, time);
      if (side === 'below' ? price <= bound : price >= bound) return time;
    }
    return undefined;
  };
  const firstWhole = Math.ceil(from / MINUTE);
  const lastWhole = Math.floor((to + 1) / MINUTE) - 1;
  const head = everyMillisecond(from, Math.min(to, firstWhole * MINUTE - 1));
  if (head !== undefined) return head;
  for (let minute = firstWhole; minute <= lastWhole; minute += 480) {
    const end = Math.min(minute + 479, lastWhole);
    const bars = await user.call((api) =>
      api.getKlineHistory({ symbol, period: '1min', from: (minute * MINUTE) / 1000, to: (end * MINUTE) / 1000 }),
    );
    const bar = bars
      .filter((candidate) => candidate.time >= minute * MINUTE && candidate.time <= end * MINUTE)
      .find((candidate) => reaches(side === 'below' ? candidate.low : candidate.high, level, side));
    if (bar) return everyMillisecond(bar.time, bar.time + MINUTE - 1);
  }
  return everyMillisecond(Math.max(from, (lastWhole + 1) * MINUTE), to);
}

const reaches = (price: Big.BigSource, level: Big, side: 'below' | 'above') =>
  side === 'below' ? new Big(price).lte(level) : new Big(price).gte(level);

async function ledger(of: Session = user) {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const { list } = await of.call((api) => api.listWalletLedger({ page, limit: 100 }));
    if (!list.length) return rows;
    rows.push(...list);
  }
}

describe('a clock moved across several maturities at once', () => {
  it('settles each dual order at its own end, at the price of then, dated then', async () => {
    const bought: number[] = [];
    // a call (paid in ETH) and a put (in USDT) of two terms each: four maturities, on different days
    for (const type of ['call', 'put'] as const) {
      const { dual_currencys: products } = await user.call((api) => api.listDualProducts({ type, currency_id: 2 }));
      for (const name of ['ETH Dual 7D', 'ETH Dual 14D']) {
        const product = products.find((candidate) => candidate.status === '1' && candidate.name === name)!;
        await user.call((api) => api.buyDualProduct({ id: product.id, num: 1 }));
        bought.push(product.id);
        // purchases are at least 5 s apart
        await sandbox.control.advance(6000);
      }
    }

    await sandbox.control.advance(15 * DAY);
    const { list: settled } = await user.call((api) => api.listMyDualOrders({ status: 0, limit: 20 }));
    const rows = await ledger();
    expect(settled.map((order) => order.dual_id).sort()).toEqual(bought.sort());
    for (const order of settled) {
      const end = midnightOf(order.end_time);
      const price = new Big(priceAt('ETH/USDT', end));
      expect(order.status, order.name).toBe('1');
      expect(order.settle_price, `${order.name}: the price at its end`).toBe(price.toFixed(2));
      const payout = dualPayout(
        {
          type: order.type as 'call' | 'put',
          rate: order.order_rate,
          exercisePrice: order.exercise_price,
          currencyId: order.currency_id,
        },
        { amount: order.total, days: order.day },
        price,
      );
      expect(order.payout, `${order.name}: what the price at its end pays`).toBe(payout.amount.toFixed(8));
      // the payout's ledger row carries the instant of the end, not the moment the clock was read
      const credit = rows.find(
        (row) => row.currency_name === order.payout_currency && new Big(row.value).eq(payout.amount),
      );
      expect(credit, `${order.name}: its payout in the ledger`).toBeDefined();
      expect(credit!.created_time).toBe(timeText(end));
    }
  });

  it('pays a lock-up its interest at the end of each day and releases it at term, each row dated then', async () => {
    const start = await sandbox.now();
    // product 1 of the contract's list: USDT, 0.35 % a day, 30 days
    await user.call((api) => api.createLockMiningOrder({ config_id: 1, amount: '1000' }));
    await sandbox.control.advance(31 * DAY);
    const rows = await ledger();
    // 0.35 % of 1000 a day
    const interest = rows
      .filter((row) => row.currency_name === 'USDT' && new Big(row.value).eq('3.5'))
      .map((row) => row.created_time)
      .sort();
    expect(interest).toEqual(Array.from({ length: 30 }, (_, day) => timeText(start + (day + 1) * DAY)));
    // the amount comes back at term, after the last day's interest
    const released = rows.find((row) => row.currency_name === 'USDT' && new Big(row.value).eq('1000'));
    expect(released?.created_time).toBe(timeText(start + 30 * DAY));
  });
  it("takes a futures position's overnight fee once a night, each dated at the end of its night", async () => {
    const opened = await sandbox.now();
    await user.call((api) => api.openFuturesPosition({ currency_id: 1, legal_id: 3, type: 1, share: 1, multiple: 5 }));
    await sandbox.control.advance(3 * DAY + 1000);
    const nights = (await ledger())
      // the ledger's kind 35 holds the opening's fee too: a night's is told by its description (an English session;
      // "Locked Overnight fee", taken from the margin)
      .filter((row) => row.type === 35 && row.info.endsWith('Overnight fee'))
      .map((row) => row.created_time)
      .sort();
    expect(nights).toEqual([1, 2, 3].map((night) => timeText(opened + night * DAY)));
  });
  it('settles each seconds option at its expiry, at the price of then, when the clock jumps a day past both', async () => {
    const placed = [];
    for (const seconds of [30, 60]) {
      placed.push(
        await user.call((api) =>
          api.submitOptionOrder({ match_id: 1, currency_id: 3, type: 1, seconds, number: '100' }),
        ),
      );
      await sandbox.control.advance(1000);
    }
    await sandbox.control.advance(DAY);
    for (const order of placed) {
      const settled = await user.call((api) => api.getOptionOrderResult({ id: order.id }));
      const expiry = instantOfText(order.handled_at);
      expect(settled.status).toBe(3);
      expect(settled.end_price, `the ${order.seconds} s option's price at its expiry`).toBe(
        priceAt('BTC/USDT', expiry),
      );
      expect(settled.complete_at).toBe(order.handled_at);
    }
  });
  it('credits a bank-paid quick purchase two days after its screenshot, dated then, when the clock jumps a week', async () => {
    const order = await user.call((api) =>
      api.createBuyCryptoOrder({
        ...BANK_PAYER,
        country: 'US',
        currency: 'USD',
        payment_method: 1,
        amount: '1234',
      }),
    );
    const paidAt = await sandbox.now();
    await user.call((api) => api.uploadBuyCryptoVoucher({ id: order.id, screenshot: '/upload/voucher/1.png' }));
    await sandbox.control.advance(7 * DAY);
    const credit = (await ledger()).find((row) => row.currency_name === 'USDT' && new Big(row.value).eq('1234'));
    expect(credit?.created_time).toBe(timeText(paidAt + 2 * DAY));
  });
  it('decides a guess round at the price of its end and settles its bet then, when the clock jumps two days', async () => {
    const now = await sandbox.now();
    // a second after the next round opens (rounds open every 30 minutes and last 30)
    const opens = Math.ceil(now / ROUND) * ROUND;
    await sandbox.control.advance(opens + 1000 - now);
    const [round] = (await user.call((api) => api.listGuessRounds({ status: 1 }))).data;
    const bet = await user.call((api) => api.placeGuessBet({ id: round.id, option: 'up', amount: '10' }));
    await sandbox.control.advance(2 * DAY);
    const ends = opens + ROUND;
    const symbol = `${round.title.split(' ')[0]}/USDT`;
    const strike = new Big(round.title.match(/above ([\d,.]+) USDT/)![1].replace(/,/g, ''));
    // the bet is still listed two days later, with its round
    const [settled] = (await user.call((api) => api.listMyGuessBets())).data;
    expect(settled?.id).toBe(bet.id);
    expect(settled.result, 'up wins when the price at the end is above the strike').toBe(
      new Big(priceAt(symbol, ends)).gt(strike) ? 1 : 2,
    );
    // the stake leaves the frozen balance at the round's end
    const stake = (await ledger()).find((row) => row.currency_name === 'USDT' && new Big(row.value).eq('-10'));
    expect(stake?.created_time).toBe(timeText(ends));
  });

  it('ends an auction at its end and forfeits an unpaid win a day later, each dated then, when the clock jumps a week', async () => {
    const [loser, winner] = [await sandbox.session(), await sandbox.session()];
    const artworks = await loser.call((api) => api.listNftArtworks({ limit: 20 }));
    const cube = artworks.find((artwork) => artwork.name === 'Genesis Cube #3')!;
    for (const bidder of [loser, winner]) await bidder.call((api) => api.payNftAuctionMargin({ code: cube.code }));
    await loser.call((api) => api.placeNftBid({ code: cube.code, price: '320' }));
    await winner.call((api) => api.placeNftBid({ code: cube.code, price: '335' }));
    const end = instantOfText((await winner.call((api) => api.getNftArtworkDetail({ id: cube.id! }))).end_time);
    await sandbox.control.advance(end - (await sandbox.now()) + 7 * DAY);

    // the loser's margin (30 USDT) came back when the auction ended
    const released = (await ledger(loser)).filter((row) => row.currency_name === 'USDT' && new Big(row.value).eq(30));
    expect(released.map((row) => row.created_time)).toContain(timeText(end));
    // the winner never paid: the margin went to the exchange when the day to pay ran out
    const forfeited = (await ledger(winner)).filter(
      (row) => row.currency_name === 'USDT' && new Big(row.value).eq(-30),
    );
    expect(forfeited.map((row) => row.created_time)).toContain(timeText(end + DAY));
  });
});

describe('a clock moved past the prices that orders wait for', () => {
  it('fills each resting spot limit at the first trade that reached it in a week jumped over, at its price, dated then', async () => {
    const trader = await sandbox.session();
    const price = new Big(priceAt('BTC/USDT', await sandbox.now()));
    // a ladder of buys below the price and sells above it: a week's path reaches some, and may come back from them
    const steps = ['0.003', '0.006', '0.012', '0.025', '0.05', '0.1'];
    for (const step of steps)
      for (const type of [1, 2] as const) {
        const factor = type === 1 ? new Big(1).minus(step) : new Big(1).plus(step);
        await trader.call((api) =>
          api.submitSpotOrder({
            currency_id: 1,
            legal_id: 3,
            type,
            amount: '0.001',
            target_price: price.times(factor).toFixed(2),
          }),
        );
      }
    const placed = await trader.call((api) => api.listSpotOrders({ status: 1, limit: 50 }));
    expect(placed).toHaveLength(steps.length * 2);
    await sandbox.control.advance(7 * DAY);
    const orders = await trader.call((api) => api.listSpotOrders({ limit: 50 }));
    const end = sandbox.mock.emitter.model.time;
    const rows = await ledger(trader);
    let filled = 0;
    for (const order of orders) {
      const side = order.type === 1 ? 'below' : 'above';
      const level = new Big(order.target_price);
      const from = instantOfText(order.created_at);
      const reached = await firstReachSeen('BTC/USDT', from, end, level, side);
      const name = `${side === 'below' ? 'buy' : 'sell'} at ${order.target_price}`;
      if (reached === undefined) {
        expect(order.status, `${name}: never reached, still resting`).toBe(1);
        continue;
      }
      expect(order.status, `${name}: reached at ${timeText(reached)}`).toBe(2);
      expect(order.updated_at, `${name}: filled at the instant the price reached it`).toBe(timeText(reached));
      expect(new Big(order.trade_price).eq(level), `${name}: at its own price`).toBe(true);
      const fill = rows.find((row) => row.currency_name === 'BTC' && new Big(row.value).abs().eq('0.001'));
      expect(fill, `${name}: its fill in the ledger`).toBeDefined();
      expect(
        rows.filter((row) => row.currency_name === 'BTC' && row.created_time === timeText(reached)),
        `${name}: its ledger rows dated then`,
      ).not.toHaveLength(0);
      filled += 1;
    }
    expect(filled, 'orders reached during the week').toBeGreaterThan(0);
  });

  it("closes futures at the first trade that reached a take-profit, stop-loss or liquidation, at that trade's price", async () => {
    const trader = await sandbox.session();
    const price = new Big(priceAt('BTC/USDT', await sandbox.now()));
    const around = (factor: string) => price.times(factor).toFixed(2);
    // longs and shorts with a take-profit and a stop-loss either side, and at 100x, where the margin is a 1 % move
    for (const type of [1, 2] as const) {
      const [profit, loss] = type === 1 ? ['1.005', '0.995'] : ['0.995', '1.005'];
      for (const widen of ['1', '2']) {
        const far = (factor: string) => around(new Big(factor).minus(1).times(widen).plus(1).toFixed());
        await trader.call((api) =>
          api.openFuturesPosition({
            currency_id: 1,
            legal_id: 3,
            type,
            share: 1,
            multiple: 10,
            status: 1,
            target_profit_price: far(profit),
            stop_loss_price: far(loss),
          } as never),
        );
      }
      await trader.call((api) =>
        api.openFuturesPosition({ currency_id: 1, legal_id: 3, type, share: 1, multiple: 100, status: 1 } as never),
      );
    }
    // less than a day: no night's fee lowers a margin, each level stays the one it was opened with
    await sandbox.control.advance(20 * 60 * MINUTE);
    const end = sandbox.mock.emitter.model.time;
    const { message } = await trader.call((api) => api.listFuturesOrders({ status: -1, page: 1, limit: 20 }));
    expect(message.data).toHaveLength(6);
    let closed = 0;
    for (const position of message.data) {
      const long = position.type === 1;
      const from = instantOfText(position.transaction_time);
      const wiped = new Big(position.origin_caution_money).div(position.number);
      const levels = [
        ['take_profit', new Big(position.target_profit_price), long ? 'above' : 'below'],
        ['stop_loss', new Big(position.stop_loss_price), long ? 'below' : 'above'],
        [
          'liquidation',
          long ? new Big(position.price).minus(wiped) : new Big(position.price).plus(wiped),
          long ? 'below' : 'above',
        ],
      ] as const;
      let first: { reason: string; time: number } | undefined;
      for (const [reason, level, side] of levels) {
        if (reason !== 'liquidation' && level.eq(0)) continue;
        const time = await firstReachSeen('BTC/USDT', from, end, level, side);
        if (time !== undefined && (!first || time < first.time)) first = { reason, time };
      }
      const name = `${long ? 'long' : 'short'} ${position.multiple}x opened at ${position.price}`;
      if (!first) {
        expect(position.status, `${name}: no level reached, still open`).toBe(1);
        continue;
      }
      closed += 1;
      expect(position.status, `${name}: ${first.reason} at ${timeText(first.time)}`).toBe(3);
      expect(position.complete_time, `${name}: closed when its ${first.reason} was reached`).toBe(timeText(first.time));
      expect(position.update_price, `${name}: at the price of that trade`).toBe(priceAt('BTC/USDT', first.time));
    }
    expect(closed, 'positions closed during the jump').toBeGreaterThan(0);
  });
});
