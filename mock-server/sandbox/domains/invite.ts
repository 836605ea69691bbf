/**
 * The invitation programme as it really went: the account's own code (drawn once when the account is created,
 * profile.ts), the friends who registered with it (`registerUser`'s `extension_code`), those of them verified, and
 * the rebates their trading fees earned the inviter, all read from the friends' state at the time of the read.
 */
import Big from 'big.js';
import type { Contract, Domain, SandboxTools } from '../domain.ts';
import { dateTimeText, fixed } from '../format.ts';
import { USDT_ID } from '../market.ts';
import type { UserState } from '../state/types.ts';
import { loginOf, masked, profileOf } from './profile.ts';

/** Share of an invited friend's trading fees paid back to the inviter, in percent. */
const REBATE_RATE = '20';
/** Movements that are a trading fee (what a rebate is a share of). */
const FEES = new Set(['spot_fee', 'lever_fee', 'micro_fee', 'convert_fee']);
const LATEST_FRIENDS = 10;

/** The address of the registration page with the code filled in, as the site publishes it. */
const inviteUrl = (code: string) => `https://tradedesk.example/#/pages/common/register?code=${code}`;

/** Accounts registered with this invitation code, newest first. */
function friendsOf(tools: SandboxTools, code: string): UserState[] {
  const wanted = code.toUpperCase();
  return Object.values(tools.state.users)
    .filter((friend) => profileOf(friend).inviterCode?.toUpperCase() === wanted)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

/** The USDT fees the friends paid, `since` a time: the inviter's share of them is the rebate. */
function feesPaid(friends: UserState[], since: number): Big {
  return friends
    .flatMap((friend) => friend.ledger)
    .filter((row) => FEES.has(row.reason) && row.currencyId === USDT_ID && row.time >= since)
    .reduce((total, row) => total.plus(new Big(row.change).abs()), new Big(0));
}

const rebateOf = (fees: Big) => fixed(fees.times(REBATE_RATE).div(100), 4);

export const inviteDomain: Domain = {
  name: 'invite',
  handlers: {
    getInviteOverview: (context) => {
      const code = profileOf(context.user).inviteCode;
      const friends = friendsOf(context, code);
      // rebates count only verified friends (the contract's InvitedUser says so)
      const verified = friends.filter((friend) => profileOf(friend).reviewStatus === 2);
      const startOfToday = new Date(context.now).setUTCHours(0, 0, 0, 0);
      return {
        extension_code: code,
        invite_url: inviteUrl(code),
        invited_count: friends.length,
        verified_count: verified.length,
        rebate_rate: REBATE_RATE,
        rebate_total: rebateOf(feesPaid(verified, 0)),
        rebate_today: rebateOf(feesPaid(verified, startOfToday)),
        rebate_currency: 'USDT',
        invited_users: friends.slice(0, LATEST_FRIENDS).map((friend): Contract.InvitedUser => ({
          account: masked(loginOf(friend)),
          is_realname: profileOf(friend).reviewStatus === 2 ? 2 : 1,
          time: dateTimeText(friend.createdAt),
        })),
      };
    },
  },
};
