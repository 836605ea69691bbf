import { getListGuessRoundsQueryKey, getListMyGuessBetsQueryKey } from '../../../gen/api/game/game';
import { getGetWalletOverviewQueryKey } from '../../../gen/api/wallet/wallet';

/** What a bet or a settlement changes: the rounds (their pools), my bets and my balances. */
export const GUESS_AFTER_CHANGE = [
  getListGuessRoundsQueryKey(),
  getListMyGuessBetsQueryKey(),
  getGetWalletOverviewQueryKey(),
];
