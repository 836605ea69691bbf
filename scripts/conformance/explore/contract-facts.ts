/**
 * What exploration needs to know of the contract that its schemas do not say: which writes move money between two
 * accounts of the same user, where a balance is read, and which operations name a record of the user by its id,
 * with the read that lists those records. Operations the contract does not have are left out where they are used.
 */

/** A transfer between one's own accounts: the body fields naming its coin and its two accounts. */
export type OwnTransfer = { coin: string; from: string; to: string };

export const OWN_TRANSFERS: Record<string, OwnTransfer> = {
  transferBetweenAccounts: { coin: 'currency_id', from: 'from_field', to: 'to_field' },
};

/**
 * The balance of one coin in one account: getWalletDetail's body names them, and its answer carries the available
 * and the frozen balance of that account (`change_balance`, `lock_change_balance`).
 */
export const BALANCE_READ = {
  operationId: 'getWalletDetail',
  coin: 'currency',
  account: 'type',
  fields: (account: string) => [`${account}_balance`, `lock_${account}_balance`],
};

/** Records of the user: the read listing them (each row's `id`) and the operations that name one by `id`. */
export const OWN_RECORDS: Array<{ list: string; byId: string[] }> = [
  { list: 'listSpotOrders', byId: ['cancelSpotOrder'] },
  { list: 'listFuturesOrders', byId: ['cancelFuturesOrder'] },
  { list: 'listOpenFuturesPositions', byId: ['closeFuturesPosition', 'setFuturesStopPrices'] },
  { list: 'listOptionOrders', byId: ['getOptionOrderResult'] },
  { list: 'listWithdrawalRecords', byId: ['getWithdrawalRecord'] },
  { list: 'listMyLockMiningOrders', byId: ['redeemLockMiningOrderEarly'] },
  { list: 'listMyOtcLoans', byId: ['repayOtcLoan'] },
];

/** The field that names the record in the operations of OWN_RECORDS. */
export const RECORD_ID = 'id';
