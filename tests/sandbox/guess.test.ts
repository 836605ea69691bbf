/**
 * The guess game against the running sandbox, through the generated client: rounds move through their states on
 * the mock's clock, a bet freezes its stake, the round settles at the model's price, a right guess is paid stake x
 * odds and the owner hears `guess_result`.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { balancesOf } from './balances.ts';
import { instantOfText, eventually, useSandbox, useSession } from './harness.ts';
import { USDT } from './coins.ts';

const MINUTE = 60_000;
const sandbox = useSandbox({ ticksPerSecond: 0.001 });
const user = useSession(sandbox, { listen: true });

/** Moves the clock to one second after the next round opens, so the test knows where the round stands. */
const openRound = async () => {
  const { now } = (await sandbox.control.stats()).clock;
  await sandbox.control.advance(Math.ceil(now / (30 * MINUTE)) * 30 * MINUTE - now + 1000);
  const page = await user.call((api) => api.listGuessRounds({ status: 1 }));
  expect(page.data).toHaveLength(1);
  return page.data[0];
};

describe('guess game', () => {
  it('lists an announced round, one open for bets and settled ones, newest first', async () => {
    // in a round's first second: in its last five minutes the newest open round waits for its result instead
    await openRound();
    const { data } = await user.call((api) => api.listGuessRounds());
    expect(data[0].status).toBe(0);
    expect(data[1].status).toBe(1);
    expect(data.slice(2).every((round) => round.status === 2 || round.status === 3)).toBe(true);
    expect(data[1].options.map((option) => option.key)).toEqual(['up', 'down']);
    expect(instantOfText(data[0].start_time)).toBeGreaterThan(instantOfText(data[1].start_time));
  });

  it('freezes the stake, refuses what breaks the rules, and pays stake x odds on a right guess', async () => {
    const round = await openRound();
    const before = await balancesOf(user);
    const bet = await user.call((api) => api.placeGuessBet({ id: round.id, option: 'up', amount: '50' }));
    expect(bet).toMatchObject({
      round_id: round.id,
      option: 'up',
      odds: '1.92',
      amount: '50.00',
      result: 0,
      status: 1,
    });
    const frozen = await balancesOf(user);
    expect(frozen.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.minus(50).toFixed());
    expect(frozen.change[USDT].lock.toFixed()).toBe(before.change[USDT].lock.plus(50).toFixed());

    await expect(
      user.call((api) => api.placeGuessBet({ id: round.id, option: 'up', amount: '1' })),
    ).rejects.toMatchObject({ message: 'The amount must be at least 5' });
    await expect(
      user.call((api) => api.placeGuessBet({ id: round.id, option: 'up', amount: '99999999' })),
    ).rejects.toMatchObject({ message: 'The amount must be at most 5000' });

    // the price ends far above the reference price: "up" wins
    const symbol = `${round.title.split(' ')[0]}/USDT`;
    const { data: mine } = await user.call((api) => api.listMyGuessBets());
    expect(mine[0]).toMatchObject({ id: bet.id, result: 0, bonus: '0' });
    await sandbox.control.advance(26 * MINUTE);
    await expect(
      user.call((api) => api.placeGuessBet({ id: round.id, option: 'down', amount: '10' })),
    ).rejects.toMatchObject({ message: 'Betting has closed for this round' });
    const closed = (await user.call((api) => api.listGuessRounds())).data.find((row) => row.id === round.id)!;
    expect(closed.status).toBe(3);

    const strike = new Big(round.title.match(/above ([\d,.]+) USDT/)![1].replace(/,/g, ''));
    await sandbox.control.setPrice(symbol, Number(strike.times(1.2).toFixed(2)));
    await sandbox.control.advance(5 * MINUTE);
    const [settled] = (await user.call((api) => api.listMyGuessBets())).data;
    expect(settled).toMatchObject({ id: bet.id, status: 2, result: 1, bonus: '96.00' });
    const after = await balancesOf(user);
    expect(after.change[USDT].lock.toFixed()).toBe(before.change[USDT].lock.toFixed());
    expect(after.change[USDT].balance.toFixed()).toBe(before.change[USDT].balance.plus(46).toFixed());
    const pushed = await eventually(
      () => user.events.find((event) => event.event === 'guess_result'),
      'the guess_result push',
    );
    expect(pushed.payload).toMatchObject({ type: 'guess_result', data: { id: bet.id, result: 1, bonus: '96.00' } });
  });

  it('keeps the stake of a missed guess', async () => {
    const round = await openRound();
    const before = await balancesOf(user);
    await user.call((api) => api.placeGuessBet({ id: round.id, option: 'up', amount: '20' }));
    const symbol = `${round.title.split(' ')[0]}/USDT`;
    const strike = new Big(round.title.match(/above ([\d,.]+) USDT/)![1].replace(/,/g, ''));
    await sandbox.control.setPrice(symbol, Number(strike.times(0.8).toFixed(2)));
    await sandbox.control.advance(30 * MINUTE);
    const [missed] = (await user.call((api) => api.listMyGuessBets())).data;
    expect(missed).toMatchObject({ result: 2, bonus: '0' });
    expect((await balancesOf(user)).change[USDT].balance.toFixed()).toBe(
      before.change[USDT].balance.minus(20).toFixed(),
    );
  });
});
