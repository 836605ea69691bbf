/**
 * The VIP programme: the levels, their thresholds and limits as the site configures them (the contract's written
 * example), their benefits in the reader's language (content/<lang>/rewards.json), and the user's own level
 * (the one `getUserInfo` shows) with the 30-day trading volume and total assets of their last assessment.
 */
import Big from 'big.js';
import type { Domain } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { contentOf } from '../content.ts';
import { fixed } from '../format.ts';
import type { SandboxMarket } from '../market.ts';
import type { UserState } from '../state/types.ts';
import { profileOf } from './profile.ts';

/**
 * The figures of the account's last assessment. An exchange assesses levels periodically, not on every trade, so
 * what a write changes today does not move them; in the sandbox the one assessment is the account's creation.
 */
type Assessment = { volume30d: string; totalAssets: string };
const assessmentOf = userSlice<Assessment>('vip', () => ({ volume30d: '0', totalAssets: '0' }));

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
  // after the accounts domain has seeded the opening balances (domains seed in the order of domains/index.ts)
  seedUser: ({ user, market }) => {
    assessmentOf(user).totalAssets = fixed(assetsOf(user, market), 2);
  },
  handlers: {
    getVipLevels: ({ user, lang, example }) => {
      const programme = example('getVipLevels');
      const benefits = contentOf('rewards', lang).vipBenefits;
      return {
        user_level: profileOf(user).vipLevel,
        volume_30d: assessmentOf(user).volume30d,
        total_assets: assessmentOf(user).totalAssets,
        levels: programme.levels.map((level) => ({
          ...level,
          benefits: [...(benefits[String(level.level) as keyof typeof benefits] ?? [])],
        })),
        verification_limits: programme.verification_limits,
      };
    },
  },
};
