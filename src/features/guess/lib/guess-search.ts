import { ownedSearch, oneOf } from '../../../shared/lib/navigation/search-params';

/** The game's two lists: the rounds, and my bets. */
const GUESS_TABS = ['rounds', 'bets'] as const;
export type GuessTab = (typeof GUESS_TABS)[number];
/** The game's list in the address, `?tab=`: the rounds while it names none. */
export const GUESS_SEARCH_TAB = { param: 'tab', keys: GUESS_TABS, initial: 'rounds' } as const;

export const parseGuessSearch = (search: Record<string, unknown>): { tab?: GuessTab } =>
  ownedSearch({ tab: oneOf(GUESS_TABS)(search.tab) });

/** Text keys of a round's states (0 not started, 1 guessing, 2 over, 3 unsettled). */
export const ROUND_STATUS = ['status.notStarted', 'status.guessing', 'status.over', 'status.unsettled'] as const;
