import { ownedSearch, oneOf } from '../../../shared/lib/navigation/search-params';

/** The game's two lists: the rounds, and my bets. */
export const GUESS_TABS = ['rounds', 'bets'] as const;
export type GuessTab = (typeof GUESS_TABS)[number];

export const parseGuessSearch = (search: Record<string, unknown>): { tab?: GuessTab } =>
  ownedSearch({ tab: oneOf(GUESS_TABS)(search.tab) });

/** Text keys of a round's states (0 not started, 1 guessing, 2 over, 3 unsettled). */
export const ROUND_STATUS = ['status.notStarted', 'status.guessing', 'status.over', 'status.unsettled'] as const;
