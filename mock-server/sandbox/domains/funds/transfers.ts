/**
 * Transfers between the user's accounts, and the ledgers that list every movement.
 */
import Big from 'big.js';
import type { Domain } from '../../domain.ts';
import { refuse } from '../../errors.ts';
import { isTransfer, ledgerRow } from '../../money/ledger-rows.ts';
import { available } from '../../money/wallets.ts';
import { laravelPage } from '../../pages.ts';
import type { AccountKind, UserState } from '../../state/types.ts';
import { accountCoins } from '../accounts.ts';
import { futuresOf } from '../futures/positions.ts';
import { loginOf, profileOf } from '../profile.ts';

const LEDGER_PAGE = 10;

/** The contact the ledger shows: the phone, else the e-mail, else the login. */
const contactOf = (user: UserState) => profileOf(user).phone ?? profileOf(user).email ?? loginOf(user);

export const transferHandlers: Domain['handlers'] = {
  transferBetweenAccounts: (context) => {
    const { user, params, market, wallets } = context;
    const { from_field: from, to_field: to, currency_id: currencyId } = params;
    if (from === to) refuse('sameAccount');
    const allowed = (account: AccountKind) => accountCoins(market, account).some((coin) => coin.id === currencyId);
    if (!market.coin(currencyId) || !allowed(from) || !allowed(to)) refuse('unknownCurrency');
    const amount = new Big(params.number);
    if (amount.lte(0)) refuse('invalidAmount');
    if (
      from === 'lever' &&
      futuresOf(user).positions.some((position) => position.status === 0 || position.status === 1)
    )
      refuse('positionsOpen');
    wallets.move(user, available(from), available(to), {
      currencyId,
      amount,
      reason: 'transfer',
      memo: `${from} -> ${to}`,
    });
    return context.text('transferDone');
  },
  listAccountTransfers: (context) => {
    const { user } = context;
    const rows = user.ledger
      .filter(isTransfer)
      .slice()
      .reverse()
      .map((row) => ledgerRow(context, user, row, loginOf(user), contactOf(user)));
    return laravelPage(rows, context.params.page, LEDGER_PAGE, '/api/wallet/hzhistory');
  },
  listWalletLedger: (context) => {
    const { user, params } = context;
    // 0 every account, then fiat, spot, futures, options, insurance (which the sandbox never fills), coin-margined
    // futures, stocks, margin
    const account = [undefined, 'legal', 'change', 'lever', 'micro', 'insurance', 'coin_lever', 'stock', 'margin'][
      params.type
    ];
    const matching = user.ledger.filter(
      (row) => (!params.currency || row.currencyId === params.currency) && (!account || row.account === account),
    );
    const { page, limit } = params;
    // the kind filter reads the backend's type code, which the row is given when it is listed
    const rows = matching
      .slice()
      .reverse()
      .map((row) => ledgerRow(context, user, row, loginOf(user), contactOf(user)))
      .filter((row) => params.log_type === undefined || row.type === params.log_type);
    return {
      list: rows.slice((page - 1) * limit, page * limit),
      count: rows.length,
      limit,
      is_open_CTbi: '1',
    };
  },
};
