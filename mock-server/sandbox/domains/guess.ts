/**
 * The guess game. Rounds follow one another on the mock's clock, one every half hour: each asks whether a pair
 * ends above a reference price near the model's price when it opens. A round is announced (not started) half an
 * hour before it opens, takes bets (guessing) for 25 minutes, waits for its result (unsettled) for 5, and is
 * settled (over) at the model's price at its end. A bet freezes the stake on the spot account; at settlement a
 * right guess is paid stake x odds (the locked odds) and the stake goes to the exchange either way; the owner
 * gets `guess_result`.
 */
import Big from 'big.js';
import { createRandom } from '../../market/random.ts';
import type { Domain, SandboxTools } from '../domain.ts';
import { sharedSlice, userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { dateTimeText, fixed } from '../format.ts';
import { USDT_ID } from '../market.ts';
import { available, frozen } from '../money/wallets.ts';
import { simplePage } from '../pages.ts';
import { hashText } from '../sandbox.ts';
import { own } from '../state/records.ts';
import type { UserState } from '../state/types.ts';

const MINUTE = 60_000;
/** A round opens every period and is settled one period after it opened. */
export const GUESS_PERIOD_MS = 30 * MINUTE;
const BETTING_MS = 25 * MINUTE;
const SYMBOLS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'];
const ODDS = { up: '1.92', down: '1.95' } as const;
const MIN_BET = '5';
const MAX_BET = '5000';
/** Rounds kept in the list: the announced one, the open one and the last few. */
const HISTORY = 8;

type OptionKey = keyof typeof ODDS;
/** One of the round's answers (a key from a request, read as its own property only). */
const isOption = (key: string): key is OptionKey => own(ODDS, key) !== undefined;
type Round = {
  id: number;
  /** Index of the period it opens in: starts at k x period. */
  k: number;
  symbol: string;
  strike: string;
  /** Staked by everyone, in USDT (other players' seeded stake plus the sandbox's users). */
  pool: string;
  result: OptionKey | '';
  /**
   * A user bet on it: kept while a bet lists it. Absent on rounds of a state kept before rounds said so (read
   * from the users' bets once, when such a round grows old).
   */
  betOn?: boolean;
};
type Bet = {
  id: number;
  roundId: number;
  option: OptionKey;
  odds: string;
  amount: string;
  created: number;
  result: 0 | 1 | 2;
  bonus: string;
};

const roundsOf = sharedSlice<{ rounds: Round[] }>('guess', () => ({ rounds: [] }));
const guessOf = userSlice<{ bets: Bet[] }>('guess', () => ({ bets: [] }));

const startOf = (round: Round) => round.k * GUESS_PERIOD_MS;
const closeOf = (round: Round) => startOf(round) + BETTING_MS;
const endOf = (round: Round) => startOf(round) + GUESS_PERIOD_MS;

/** 0 not started, 1 guessing, 3 unsettled (closed, waiting for the result), 2 over. */
function statusOf(round: Round, now: number): 0 | 1 | 2 | 3 {
  if (round.result) return 2;
  if (now < startOf(round)) return 0;
  return now < closeOf(round) ? 1 : 3;
}

/** The rounds of the last few periods and the next one, created as the clock reaches them. */
function rounds(tools: SandboxTools): Round[] {
  const state = roundsOf(tools);
  const current = Math.floor(tools.now / GUESS_PERIOD_MS);
  for (let k = current - HISTORY + 2; k <= current + 1; k += 1) {
    if (state.rounds.some((round) => round.k === k)) continue;
    const random = createRandom(hashText(`${tools.state.seed}:guess:${k}`));
    const symbol = SYMBOLS[((k % SYMBOLS.length) + SYMBOLS.length) % SYMBOLS.length];
    const pair = tools.market.pairBySymbol(symbol)!;
    // the strike is the price when the round starts (or now, for the next one), however late it is made
    const price = tools.at(k * GUESS_PERIOD_MS).market.price(pair);
    const step = price.gt(1000) ? 100 : price.gt(50) ? 1 : 0.01;
    state.rounds.push({
      // numbered so that the round open on a fresh start is the contract's example round (96)
      id: tools.nextId('guess-round', 89),
      k,
      symbol,
      strike: price.div(step).round(0).times(step).toFixed(),
      pool: new Big(random.int(2000, 30000)).plus(random.int(0, 99) / 100).toFixed(2),
      result: '',
      betOn: false,
    });
  }
  // old rounds go, unless a bet was placed on them: a user's bets list their rounds for as long as they are kept,
  // and one still waiting for its settlement (a clock moved days at once) needs its round's result
  const isOld = (round: Round) => round.k <= current - HISTORY - 4;
  if (state.rounds.some((round) => isOld(round) && round.betOn === undefined)) {
    const betOn = new Set(
      Object.values(tools.state.users).flatMap((user) => guessOf(user).bets.map((bet) => bet.roundId)),
    );
    for (const round of state.rounds) round.betOn ??= betOn.has(round.id);
  }
  if (state.rounds.some((round) => isOld(round) && !round.betOn))
    state.rounds = state.rounds.filter((round) => !isOld(round) || round.betOn);
  return state.rounds;
}

/** Every round whose end has passed gets its result, at the price of its end (the price path's then). */
function decideRounds(tools: SandboxTools): void {
  for (const round of rounds(tools)) {
    if (round.result || tools.now < endOf(round)) continue;
    const atEnd = tools.at(endOf(round)).market;
    const price = atEnd.price(atEnd.pairBySymbol(round.symbol)!);
    round.result = price.gt(round.strike) ? 'up' : 'down';
  }
}

const timeOfDay = (time: number) => dateTimeText(time).slice(11, 16);

function title(tools: SandboxTools, round: Round): string {
  const [whole, fraction] = round.strike.split('.');
  const price = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
  return tools.text('guessQuestion', { symbol: round.symbol.split('/')[0], price, time: timeOfDay(endOf(round)) });
}

const optionLabel = (tools: SandboxTools, key: OptionKey) => tools.text(key === 'up' ? 'guessAbove' : 'guessBelow');

function roundRow(tools: SandboxTools, round: Round) {
  return {
    id: round.id,
    title: title(tools, round),
    options: (Object.keys(ODDS) as OptionKey[]).map((key) => ({
      key,
      label: optionLabel(tools, key),
      odds: ODDS[key],
    })),
    status: statusOf(round, tools.now),
    start_time: dateTimeText(startOf(round)),
    end_time: dateTimeText(closeOf(round)),
    min_bet: MIN_BET,
    max_bet: MAX_BET,
    pool: round.pool,
    result: round.result,
  };
}

function betRow(tools: SandboxTools, bet: Bet, round: Round) {
  return {
    id: bet.id,
    round_id: round.id,
    title: title(tools, round),
    option: bet.option,
    option_label: optionLabel(tools, bet.option),
    odds: bet.odds,
    amount: fixed(bet.amount, 2),
    status: statusOf(round, tools.now),
    result: bet.result,
    bonus: bet.result === 1 ? fixed(bet.bonus, 2) : '0',
    created_at: dateTimeText(bet.created),
  };
}

/**
 * Settles a bet on a decided round, with the tools of the round's end (paid and dated then): the stake goes to the
 * exchange, a right guess is paid its bonus.
 */
function settleBet(tools: SandboxTools, user: UserState, bet: Bet, round: Round): void {
  const memo = `#${bet.id}`;
  tools.wallets.exchange(user, frozen('change'), {
    currencyId: USDT_ID,
    amount: new Big(bet.amount).times(-1),
    reason: 'guess_bet',
    memo,
  });
  const won = round.result === bet.option;
  if (won) {
    bet.bonus = new Big(bet.amount).times(bet.odds).round(2, Big.roundDown).toFixed();
    tools.wallets.exchange(user, available('change'), {
      currencyId: USDT_ID,
      amount: bet.bonus,
      reason: 'guess_bonus',
      memo,
    });
  }
  bet.result = won ? 1 : 2;
  tools.push(user, 'guess_result', {
    type: 'guess_result',
    to: user.id,
    data: betRow(tools, bet, round),
    time: tools.now,
  });
}

export const guessDomain: Domain = {
  name: 'guess',
  handlers: {
    listGuessRounds: (context) => {
      decideRounds(context);
      const current = Math.floor(context.now / GUESS_PERIOD_MS);
      const rows = rounds(context)
        .filter((round) => round.k > current - HISTORY + 1)
        .sort((a, b) => b.k - a.k)
        .filter(
          (round) => context.params.status === undefined || statusOf(round, context.now) === context.params.status,
        )
        .map((round) => roundRow(context, round));
      return simplePage(rows, context.params.page, context.params.limit);
    },
    placeGuessBet: (context) => {
      const { user, params, wallets, now } = context;
      const round = rounds(context).find((candidate) => candidate.id === params.id);
      if (!round) refuse('notFound');
      if (statusOf(round, now) !== 1) refuse('guessClosed');
      const { option } = params;
      if (!isOption(option)) refuse('guessUnknownOption');
      const amount = new Big(params.amount);
      if (amount.lt(MIN_BET)) refuse('belowMinimum', { min: MIN_BET });
      if (amount.gt(MAX_BET)) refuse('aboveMaximum', { max: MAX_BET });
      if (amount.round(2, Big.roundDown).cmp(amount) !== 0) refuse('invalidAmount');
      wallets.ensure(user, USDT_ID, available('change'), amount);
      const bet: Bet = {
        id: context.nextId('guess-bet', 5500),
        roundId: round.id,
        option,
        odds: ODDS[option],
        amount: amount.toFixed(),
        created: now,
        result: 0,
        bonus: '0',
      };
      wallets.move(user, available('change'), frozen('change'), {
        currencyId: USDT_ID,
        amount,
        reason: 'guess_bet',
        memo: `#${bet.id}`,
      });
      round.pool = amount.plus(round.pool).toFixed(2);
      round.betOn = true;
      guessOf(user).bets.push(bet);
      return betRow(context, bet, round);
    },
    listMyGuessBets: (context) => {
      const all = rounds(context);
      const rows = guessOf(context.user)
        .bets.slice()
        .sort((a, b) => b.created - a.created || b.id - a.id)
        .flatMap((bet) => {
          const round = all.find((candidate) => candidate.id === bet.roundId);
          return round ? [betRow(context, bet, round)] : [];
        });
      return simplePage(rows, context.params.page, context.params.limit);
    },
  },
  open: (context) => decideRounds(context),
  due: (context) => {
    const waiting = guessOf(context.user).bets.filter((bet) => bet.result === 0);
    if (!waiting.length) return [];
    const all = rounds(context);
    return waiting.flatMap((bet) => {
      const round = all.find((candidate) => candidate.id === bet.roundId);
      return round?.result ? [{ at: endOf(round), run: (then) => settleBet(then, then.user, bet, round) }] : [];
    });
  },
};
