/**
 * Funds: transfers between the user's accounts, coin conversion on the spot account with its fee, withdrawals
 * (frozen on the spot account, listed under review until reviewed), deposit requests (listed as pending until
 * reviewed), the deposit addresses, and the ledgers that show every movement. A review is the exchange's: the
 * `POST /__sandbox/review` control approves or rejects a request (`reviewRequest`).
 */
import type { Domain } from '../../domain.ts';
import { coinWalletHandlers } from './coin-wallets.ts';
import { conversionHandlers } from './conversion.ts';
import { depositWithdrawalHandlers } from './deposits-withdrawals.ts';
import { transferHandlers } from './transfers.ts';

export const fundsDomain: Domain = {
  name: 'funds',
  handlers: { ...transferHandlers, ...conversionHandlers, ...depositWithdrawalHandlers, ...coinWalletHandlers },
};
