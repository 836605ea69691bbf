/**
 * Copy trading against the running sandbox, through the generated client: the traders' hourly figures, a follow
 * whose multiple is kept to two decimals, and the application to become a trader with its refusals.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { useSandbox, useSession } from './harness.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001 });
const user = useSession(sandbox);

describe('copy trading', () => {
  it('lists each trader with profitable orders, yesterday’s return and the hour the figures were computed', async () => {
    const { now } = (await sandbox.control.stats()).clock;
    const { data } = await user.call((api) => api.listCopyTraders());
    const hour = new Date(Math.floor(now / 3_600_000) * 3_600_000).toISOString().slice(0, 13);
    for (const trader of data) {
      // the win rate is the share of the closed orders shown beside it that ended in profit
      const rate = new Big(trader.profit_count!).times(100).div(trader.closed_count).toFixed(2);
      expect(trader.correct_rate.toFixed(2)).toBe(rate);
      expect(trader.yesterday_profits).toMatch(/^-?\d+\.\d{2}$/);
      expect(trader.stats_time?.replace(' ', 'T').slice(0, 13)).toBe(hour);
      expect(trader.stats_time?.slice(14)).toBe('00:00');
    }
    const detail = await user.call((api) => api.getCopyTrader({ trader_user_id: data[0].id }));
    expect(detail.data.profitCount).toBe(data[0].profit_count);
    expect(detail.data.correct_rate).toBe(data[0].correct_rate.toFixed(2));
    const steady = data.find((trader) => trader.closed_count === 655)!;
    expect([steady.profit_count, steady.correct_rate]).toEqual([466, 71.15]);
    expect(detail.data.yesterday_profits).toBe(data[0].yesterday_profits);
  });

  it('keeps a multiple of two decimals as sent, and lists the follow until it is cancelled', async () => {
    const follower = await sandbox.session();
    await follower.call((api) => api.followCopyTrader({ trader_user_id: 2051, number: 1.56, type: 1, amount: '500' }));
    const [mine] = (await follower.call((api) => api.listMyCopyTraders({ status: 1 }))).data;
    expect(mine).toMatchObject({ follow_user_id: 2051, type: 1, number: '1.56', amount: '500', status: 1 });
    await follower.call((api) => api.unfollowCopyTrader({ follow_user_id: 2051 }));
    expect((await follower.call((api) => api.listMyCopyTraders({ status: 1 }))).data).toHaveLength(0);
    const [ended] = (await follower.call((api) => api.listMyCopyTraders({ status: 2 }))).data;
    expect(ended).toMatchObject({ follow_user_id: 2051, status: 2 });
  });

  it('takes an application to become a trader once, and not from a user who follows traders', async () => {
    const applicant = await sandbox.session();
    await expect(
      applicant.call((api) => api.applyCopyTrader({ introduction: 'Swing trades on BTC, always with a stop-loss.' })),
    ).resolves.toBe('Application submitted, please wait for review');
    await expect(
      applicant.call((api) => api.applyCopyTrader({ introduction: 'Swing trades on BTC, always with a stop-loss.' })),
    ).rejects.toMatchObject({ message: 'Your application is under review' });

    const follower = await sandbox.session();
    await follower.call((api) => api.followCopyTrader({ trader_user_id: 3307, number: 1, type: 2 }));
    await expect(
      follower.call((api) =>
        api.applyCopyTrader({ introduction: 'Scalping ETH on the hour.', contact: 'me@example.com' }),
      ),
    ).rejects.toMatchObject({ message: 'Stop following your traders before applying to become one' });
  });

  it('refuses an introduction shorter than the contract allows before it reaches the handler', async () => {
    await expect(user.call((api) => api.applyCopyTrader({ introduction: 'short' }))).rejects.toMatchObject({
      operation: 'applyCopyTrader',
      status: 422,
    });
  });
});
