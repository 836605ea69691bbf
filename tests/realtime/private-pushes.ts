/**
 * The realtime contract's private pushes: the events sent to one user's sockets, each after a change of that
 * user's reads (so each carries x-invalidates). The contract's tests name them from here.
 */
export const PRIVATE_PUSHES = [
  'balance_change',
  'chat_message',
  'closed_microorder',
  'deposit_result',
  'guess_result',
  'lever_closed',
  'lever_trade',
  'mail_message',
  'nft_auction_won',
  'nft_outbid',
  'session_revoked',
  'spot_order',
  'verification_result',
  'coupon_expired',
  'withdraw_result',
];
