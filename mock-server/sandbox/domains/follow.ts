/**
 * Copy trading. The traders are the contract's written ones plus a few more, each trading futures on a schedule
 * drawn from MOCK_SEED (a position opened every so often, closed a while later), at the model's prices. Following
 * a trader copies each position the trader opens afterwards into my futures account (fixed multiple: the trader's
 * lots times my number; fixed lots: my number of lots), and closes the copies when the trader closes
 * (`lever_closed`, reason trader_closed) unless I made them self-hold. Cancelling stops new copies.
 */
import Big from 'big.js';
import { createRandom } from '../../market/random.ts';
import type { Contract, Domain, SandboxTools } from '../domain.ts';
import { sharedSlice, userSlice } from '../domain.ts';
import { BusinessError, refuse } from '../errors.ts';
import { dateTimeText } from '../format.ts';
import { laravelPage, simplePage } from '../pages.ts';
import { hashText } from '../sandbox.ts';
import type { UserState } from '../state/types.ts';
import { closeAtMarket, placePosition } from './futures/orders.ts';
import { futuresOf, positionRow, type Position } from './futures/positions.ts';

const MINUTE = 60_000;
const SITE = 'https://tradedesk.example/api';
const MAX_FOLLOWS = 2;
const PER_PAGE = 15;
const TRADED = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'];

type Trader = {
  id: number;
  nickname: string | null;
  avatar: string;
  /**
   * What the contract's list shows before the sandbox's users: closed orders, the profitable ones among them,
   * profit, followers. The win rate is never kept: it is read from the two counts, so that it always agrees with
   * the "466 / 655" shown beside it.
   */
  closedCount: number;
  profitCount: number;
  totalProfits: string;
  followers: number;
  /** A position opens every `everyMinutes`. */
  everyMinutes: number;
};
type TraderTrade = {
  id: number;
  traderId: number;
  symbol: string;
  type: 1 | 2;
  share: number;
  multiple: number;
  openAt: number;
  closeAt: number;
};
type Follow = {
  id: number;
  traderId: number;
  type: 1 | 2;
  number: number;
  /** The most futures margin the copies may use (USDT), if capped. */
  cap?: string;
  since: number;
  updated: number;
  /** Until when the trader's trades were copied: a trade closed before then is past, copied or skipped for good. */
  settledAt?: number;
  status: 'following' | 'cancelled';
};

type TraderApplication = { introduction: string; contact?: string; at: number };

const HOUR = 60 * MINUTE;

const MORE_TRADERS: Array<Omit<Trader, 'everyMinutes'>> = [
  {
    id: 4012,
    nickname: 'SteadyHand',
    avatar: '/upload/avatar/5.svg',
    closedCount: 655,
    profitCount: 466,
    totalProfits: '35120.40000000',
    followers: 288,
  },
  {
    id: 4450,
    nickname: 'NightOwl',
    avatar: '/upload/avatar/6.svg',
    closedCount: 201,
    profitCount: 128,
    totalProfits: '9870.25000000',
    followers: 97,
  },
];

const traders = sharedSlice<Trader[]>('follow', (tools) => {
  const page = tools.example('listCopyTraders');
  return [
    ...page.data.map((row) => ({
      id: row.id,
      nickname: row.nickname,
      avatar: row.head_portrait,
      closedCount: row.closed_count,
      // an example row without the count has it from its rate
      profitCount: row.profit_count ?? Math.round((row.closed_count * row.correct_rate) / 100),
      totalProfits: row.total_profits,
      followers: row.follow_num,
    })),
    ...MORE_TRADERS,
  ].map((trader, index) => ({ ...trader, everyMinutes: 12 + index * 5 }));
});

/** My follows, and the positions copied for me with the time the trader closes theirs. */
const followsOf = userSlice<{
  follows: Follow[];
  copies: Array<{ positionId: number; closeAt: number }>;
  /** My application to become a trader, waiting for the platform's review. */
  application?: TraderApplication;
}>('follow', () => ({ follows: [], copies: [] }));

/** The longest a trader holds a position (tradeOf): a trade opened longer ago than that is closed. */
const LONGEST_HOLD = 90 * MINUTE;

/** The trader's k-th position: opened at k x the trader's interval, held 10 to 90 minutes. */
function tradeOf(tools: SandboxTools, trader: Trader, k: number): TraderTrade {
  const random = createRandom(hashText(`${tools.state.seed}:trader:${trader.id}:${k}`));
  const openAt = k * trader.everyMinutes * MINUTE;
  return {
    id: trader.id * 10_000_000 + (k % 10_000_000),
    traderId: trader.id,
    symbol: random.pick(TRADED),
    type: random.pick([1, 2] as const),
    share: random.int(1, 3),
    multiple: random.pick([10, 20]),
    openAt,
    closeAt: openAt + random.int(10, LONGEST_HOLD / MINUTE) * MINUTE,
  };
}

/** The trader's positions opened in [from, to]. */
function tradesBetween(tools: SandboxTools, trader: Trader, from: number, to: number): TraderTrade[] {
  const every = trader.everyMinutes * MINUTE;
  const trades: TraderTrade[] = [];
  for (let k = Math.ceil(from / every); k * every <= to; k += 1) trades.push(tradeOf(tools, trader, k));
  return trades;
}

function traderOf(tools: SandboxTools, id: number): Trader {
  const trader = traders(tools).find((candidate) => candidate.id === id);
  if (!trader) refuse('traderNotFound');
  return trader;
}

/** How many of the sandbox's users follow the trader now. */
const sandboxFollowers = (tools: SandboxTools, traderId: number) =>
  Object.values(tools.state.users).filter((user) =>
    followsOf(user).follows.some((follow) => follow.traderId === traderId && follow.status === 'following'),
  ).length;

const isFollowing = (user: UserState | undefined, traderId: number) =>
  !!user && followsOf(user).follows.some((follow) => follow.traderId === traderId && follow.status === 'following');

/**
 * A trade of the trader as a futures position row, its prices near the pair's model price: open (marked at the
 * model's price now) or closed.
 */
function tradeRow(tools: SandboxTools, trade: TraderTrade, isOpen: boolean) {
  const pair = tools.market.pairBySymbol(trade.symbol)!;
  const random = createRandom(hashText(`${tools.state.seed}:trade:${trade.id}`));
  const settings = tools.market.settings(pair);
  const open = tools.market
    .price(pair)
    .times(1 + (random.next() - 0.5) * 0.02)
    .round(pair.priceDecimals);
  const close = open.times(1 + (random.next() - 0.45) * 0.01).round(pair.priceDecimals);
  const number = settings.lotSize.times(trade.share);
  const long = trade.type === 1;
  const profit = (long ? close.minus(open) : open.minus(close)).times(number);
  const margin = open.times(number).div(trade.multiple);
  const position: Position = {
    id: trade.id,
    type: trade.type,
    symbol: trade.symbol,
    currencyId: pair.currencyId,
    legalId: pair.legalId,
    share: trade.share,
    number: number.toFixed(),
    multiple: trade.multiple,
    originPrice: open.toFixed(),
    price: open.toFixed(),
    targetPrice: '',
    takeProfit: '0',
    stopLoss: '0',
    margin: margin.toFixed(),
    overnightMoney: '0',
    fee: open.times(number).times(settings.leverFeePercent).div(100).toFixed(),
    overnightPercent: settings.overnightPercent.toFixed(3),
    status: isOpen ? 1 : 3,
    createdAt: trade.openAt,
    openedAt: trade.openAt,
    ...(isOpen
      ? { factProfits: '0' }
      : {
          closedAt: trade.closeAt,
          closePrice: close.toFixed(),
          factProfits: profit.lt(margin.times(-1)) ? margin.times(-1).toFixed() : profit.toFixed(),
        }),
  };
  return positionRow(tools, trade.traderId, position);
}

/** The win rate in percent to two decimals: profitable orders over closed ones (0 before any closed). */
const winRate = (trader: Trader): string =>
  trader.closedCount === 0 ? '0.00' : new Big(trader.profitCount).times(100).div(trader.closedCount).toFixed(2);

/**
 * The figures the exchange recomputes every hour: profitable orders, yesterday's return
 * (drawn from the seed and the day) and the hour they were computed at, on the mock's clock.
 */
function hourlyStats(tools: SandboxTools, trader: Trader) {
  const day = Math.floor(tools.now / 86_400_000);
  const random = createRandom(hashText(`${tools.state.seed}:trader-day:${trader.id}:${day}`));
  return {
    profit_count: trader.profitCount,
    yesterday_profits: new Big(random.int(-150, 400)).div(100).toFixed(2),
    stats_time: dateTimeText(Math.floor(tools.now / HOUR) * HOUR),
  };
}

/** Copies the trades a follow has not copied yet, and closes the copies whose trade the trader closed. */
function copyTrades(tools: SandboxTools, user: UserState): void {
  const positions = futuresOf(user).positions;
  const mine = followsOf(user);
  for (const copy of mine.copies) {
    if (copy.closeAt > tools.now) continue;
    const position = positions.find((candidate) => candidate.id === copy.positionId);
    if (position?.status === 1 && !position.selfHold) closeAtMarket(tools, user, position, 'trader_closed');
  }
  mine.copies = mine.copies.filter((copy) => copy.closeAt > tools.now);
  const copied = new Set(positions.map((position) => position.followOrderId));
  for (const follow of mine.follows) {
    if (follow.status !== 'following') continue;
    const trader = traders(tools).find((candidate) => candidate.id === follow.traderId)!;
    const settled = follow.settledAt ?? follow.since;
    // only a trade still open at the last settlement, or opened since, can be new: a long follow is not read again
    // from its first day at every settlement
    for (const trade of tradesBetween(tools, trader, Math.max(follow.since + 1, settled - LONGEST_HOLD), tools.now)) {
      if (trade.closeAt <= settled || copied.has(trade.id)) continue;
      const share =
        follow.type === 1
          ? Math.max(1, Math.round(trade.share * follow.number))
          : Math.max(1, Math.round(follow.number));
      if (follow.cap !== undefined) {
        const used = positions
          .filter((position) => position.followUserId === trader.id && position.status === 1)
          .reduce((sum, position) => sum.plus(position.margin), new Big(0));
        const pair = tools.market.pairBySymbol(trade.symbol)!;
        const margin = tools.market
          .price(pair)
          .times(tools.market.settings(pair).lotSize)
          .times(share)
          .div(trade.multiple);
        if (used.plus(margin).gt(follow.cap)) continue;
      }
      try {
        const position = placePosition(tools, user, {
          pair: tools.market.pairBySymbol(trade.symbol)!,
          type: trade.type,
          share,
          multiple: trade.multiple,
          takeProfit: '0',
          stopLoss: '0',
          copyOf: { traderId: trader.id, orderId: trade.id },
        });
        copied.add(trade.id);
        // a trade opened and closed within one move of the clock is still copied, and closed with the trader's
        mine.copies.push({ positionId: position.id, closeAt: trade.closeAt });
        if (trade.closeAt <= tools.now) closeAtMarket(tools, user, position, 'trader_closed');
      } catch (error) {
        // a copy the futures balance cannot pay for is skipped, as the exchange skips it
        if (!(error instanceof BusinessError)) throw error;
      }
    }
    if (tools.now > (follow.settledAt ?? follow.since)) follow.settledAt = tools.now;
  }
}

export const followDomain: Domain = {
  name: 'follow',
  handlers: {
    listCopyTraders: (context) => {
      const rows = traders(context)
        .map((trader): Contract.FollowTrader => ({
          id: trader.id,
          nickname: trader.nickname,
          head_portrait: trader.avatar,
          closed_count: trader.closedCount,
          total_profits: trader.totalProfits,
          correct_rate: Number(winRate(trader)),
          follow_num: trader.followers + sandboxFollowers(context, trader.id),
          is_followed: isFollowing(context.user, trader.id),
          ...hourlyStats(context, trader),
        }))
        .sort((a, b) => new Big(b.total_profits).cmp(a.total_profits));
      return laravelPage(rows, context.params.page, PER_PAGE, `${SITE}/follow/index`);
    },
    getCopyTrader: (context) => {
      const trader = traderOf(context, context.params.trader_user_id);
      const example = context.example('getCopyTrader').data;
      const open = tradesBetween(context, trader, context.now - 90 * MINUTE, context.now).filter(
        (trade) => trade.closeAt > context.now,
      );
      const stats = hourlyStats(context, trader);
      return {
        trader_info: {
          id: trader.id,
          is_trader: 1,
          nickname: trader.nickname,
          head_portrait: trader.avatar,
          virtual_follow_num: 0,
        },
        data: {
          ...example,
          total_profits: trader.totalProfits,
          profitCount: stats.profit_count,
          yesterday_profits: stats.yesterday_profits,
          correct_rate: winRate(trader),
          follow_num: trader.followers + sandboxFollowers(context, trader.id),
          position_count: open.length,
          total_count: trader.closedCount + open.length,
        },
        is_followed: isFollowing(context.user, trader.id),
      };
    },
    listCopyTraderHistory: (context) => {
      const trader = traderOf(context, context.params.trader_user_id);
      const { page } = context.params;
      const trades = tradesBetween(context, trader, context.now - 3 * 86_400_000, context.now)
        .filter((trade) => trade.closeAt <= context.now)
        .reverse();
      const shown = trades
        .slice((page - 1) * PER_PAGE, page * PER_PAGE)
        .map((trade) => tradeRow(context, trade, false));
      const paged = laravelPage(trades, page, PER_PAGE, `${SITE}/follow/historyTrade`);
      return { ...paged, data: shown };
    },
    listMyCopyTraders: (context) => {
      const { user, params } = context;
      const positions = futuresOf(user).positions;
      const rows = followsOf(user)
        .follows.filter(
          (follow) => params.status === undefined || (params.status === 1) === (follow.status === 'following'),
        )
        .sort((a, b) => b.since - a.since || b.id - a.id)
        .map((follow): Contract.FollowRelation => {
          const trader = traderOf(context, follow.traderId);
          const income = positions
            .filter((position) => position.followUserId === trader.id && position.status === 3)
            .reduce((sum, position) => sum.plus(position.factProfits), new Big(0));
          return {
            id: follow.id,
            follow_user_id: trader.id,
            nickname: trader.nickname,
            head_portrait: trader.avatar,
            type: follow.type,
            number: String(follow.number),
            amount: follow.cap ?? '0',
            income_amount: income.toFixed(8),
            status: follow.status === 'following' ? 1 : 2,
            created_at: dateTimeText(follow.since),
            updated_at: dateTimeText(follow.updated),
          };
        });
      return simplePage(rows, params.page, params.limit);
    },
    listCopyTraderPositions: (context) => {
      const trader = traderOf(context, context.params.trader_user_id);
      const { page } = context.params;
      const open = tradesBetween(context, trader, context.now - 90 * MINUTE, context.now)
        .filter((trade) => trade.closeAt > context.now)
        .reverse();
      const rows = open.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((trade) => tradeRow(context, trade, true));
      return { ...laravelPage(open, page, PER_PAGE, `${SITE}/follow/traderPositions`), data: rows };
    },
    followCopyTrader: (context) => {
      const { user, params, now } = context;
      const trader = traderOf(context, params.trader_user_id);
      const follows = followsOf(user).follows;
      if (isFollowing(user, trader.id)) refuse('alreadyFollowing');
      if (follows.filter((follow) => follow.status === 'following').length >= MAX_FOLLOWS)
        refuse('tooManyFollows', { max: MAX_FOLLOWS });
      const number = new Big(params.number).round(2).toNumber();
      follows.push({
        id: context.nextId('follow', 300),
        traderId: trader.id,
        type: params.type,
        number,
        cap: params.amount,
        since: now,
        updated: now,
        settledAt: now,
        status: 'following',
      });
      return context.text('done');
    },
    unfollowCopyTrader: (context) => {
      const follow = followsOf(context.user).follows.find(
        (candidate) => candidate.traderId === context.params.follow_user_id && candidate.status === 'following',
      );
      if (!follow) refuse('notFound');
      Object.assign(follow, { status: 'cancelled', updated: context.now });
      return context.text('done');
    },
    convertCopiedPositionToSelfHold: (context) => {
      const position = futuresOf(context.user).positions.find(
        (candidate) =>
          candidate.id === context.params.transaction_id && candidate.followUserId && candidate.status === 1,
      );
      if (!position || position.selfHold) refuse('notFound');
      position.selfHold = true;
      return context.text('done');
    },
    applyCopyTrader: (context) => {
      const mine = followsOf(context.user);
      if (mine.application) refuse('traderApplicationPending');
      if (mine.follows.some((follow) => follow.status === 'following')) refuse('traderApplicationFollowing');
      const contact = context.params.contact?.trim();
      mine.application = {
        introduction: context.params.introduction.trim(),
        ...(contact ? { contact } : {}),
        at: context.now,
      };
      return context.text('traderApplied');
    },
  },
  settle: (context) => copyTrades(context, context.user),
};
