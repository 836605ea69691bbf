/**
 * The VIP programme: the levels, their thresholds and limits as the site configures them (the contract's written
 * example), their benefits in the reader's language (content/<lang>/rewards.json), and the user's own level
 * (the one `getUserInfo` shows), 30-day trading volume and total assets, read from their state.
 */
import Big from 'big.js';
import type { Domain } from '../domain.ts';
import { contentOf } from '../content.ts';
import { fixed } from '../format.ts';
import { USDT_ID } from '../market.ts';
import type { SandboxMarket } from '../market.ts';
import type { UserState } from '../state/types.ts';
import { profileOf } from './profile.ts';

const VOLUME_WINDOW_MS = 30 * 86_400_000;
/** Spot turnover in USDT over the last 30 days: what buys paid and sells received. */
function volumeOf(user: UserState, now: number): Big {
  return user.ledger
    .filter((row) => row.reason === 'spot_fill' && row.currencyId === USDT_ID && row.time > now - VOLUME_WINDOW_MS)
    .reduce((total, row) => total.plus(new Big(row.change).abs()), new Big(0));
}

/** Every balance of every account, available and frozen, valued in USDT at the market's price. */
function assetsOf(user: UserState, market: SandboxMarket): Big {
  let total = new Big(0);
  for (const [coinId, accounts] of Object.entries(user.wallets))
    for (const purse of Object.values(accounts))
      if (purse) total = total.plus(new Big(purse.balance).plus(purse.lock).times(market.usdtValue(Number(coinId))));
  return total;
}

export const vipDomain: Domain = {
  name: 'vip',
  handlers: {
    getVipLevels: ({ user, now, market, lang, example }) => {
      const programme = example('getVipLevels');
      const benefits = contentOf('rewards', lang).vipBenefits;
      return {
        user_level: profileOf(user).vipLevel,
        volume_30d: fixed(volumeOf(user, now), 2),
        total_assets: fixed(assetsOf(user, market), 2),
        levels: programme.levels.map((level) => ({
          ...level,
          benefits: [...(benefits[String(level.level) as keyof typeof benefits] ?? [])],
        })),
        verification_limits: programme.verification_limits,
      };
    },
  },
};
