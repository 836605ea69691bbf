/**
 * The private side of the mock, per authenticated user: futures positions marked to the market model (closed on
 * take profit, stop loss or liquidation), seconds options settled against the model's price at expiry, the options
 * and futures balances they move, and message-centre mail and chat. Rows are filled from the contract with faker,
 * then every field the model decides is set; money is computed with big.js.
 */
import Big from 'big.js';
import type {
  BalanceChangePayload,
  ChatMessage,
  ChatMessagePayload,
  ChatSendRequest,
  ClosedMicroOrderPayload,
  LeverClosedPayload,
  LeverPosition,
  LeverTradePayload,
  MailMessagePayload,
  MicroOrder,
  MicroOrderPlacedRequest,
} from '../../src/gen/socket/schemas.ts';
import type { Pair } from './catalogue.ts';
import type { MarketModel } from './market-model.ts';
import type { PayloadFaker } from './payload-faker.ts';
import { createRandom, type Random } from './random.ts';

type Account = { balance: Big; lock: Big };
type Reason = NonNullable<LeverClosedPayload['reason']>;
type MicroEntry = { order: MicroOrder; openTicks: number; stake: Big };

const USDT = { id: 3, name: 'USDT' };
const pad = (value: number) => String(value).padStart(2, '0');

/** "Y-m-d H:i:s" in the mock's local time, as the backend formats dates. */
export function dateTimeText(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Payout of a win by duration when the app does not say (the /microtrade/seconds examples). */
const PROFIT_RATIO: Record<number, string> = { 30: '20.00', 60: '30.00', 120: '40.00', 180: '50.00', 300: '60.00' };

export class UserDesk {
  readonly userId: number;
  private readonly random: Random;
  private readonly accounts: { micro: Account; lever: Account };
  private positions: LeverPosition[] = [];
  private readonly micro = new Map<number, MicroEntry>();
  private nextPositionId: number;
  private nextMailId: number;
  private nextChatId: number;
  private readonly chatSessionId: number;
  private unread = 0;
  private reopenAt = 0;
  private readonly model: MarketModel;
  private readonly faker: PayloadFaker;

  constructor(userId: number, model: MarketModel, faker: PayloadFaker, seed: number, now: number) {
    this.userId = userId;
    this.model = model;
    this.faker = faker;
    this.random = createRandom(seed ^ userId);
    this.accounts = {
      micro: { balance: new Big(20000), lock: new Big(0) },
      lever: { balance: new Big(50000), lock: new Big(0) },
    };
    this.nextPositionId = 40000 + this.random.int(0, 9000);
    this.nextMailId = 2000 + this.random.int(0, 900);
    this.nextChatId = 400000 + this.random.int(0, 90000);
    this.chatSessionId = 7000 + this.random.int(0, 2000);
    this.openPosition(now, 1);
    this.openPosition(now, 1);
    this.openPosition(now, 0);
  }

  /** Pairs the user has open positions or pending orders on. */
  holds(symbol: string): boolean {
    return this.positions.some((position) => position.symbol === symbol);
  }

  private pairOf(symbol: string): Pair {
    const pair = this.model.pairs.find((candidate) => candidate.symbol === symbol);
    if (!pair) throw new Error(`unknown pair ${symbol}`);
    return pair;
  }

  private marketPrice(symbol: string): Big {
    return new Big(this.model.formatPrice(symbol, this.model.price(symbol)));
  }

  private openPosition(now: number, status: 0 | 1): void {
    const pair = this.random.pick(this.model.pairs.slice(0, Math.min(6, this.model.pairs.length)));
    const long = this.random.next() < 0.5;
    const multiple = this.random.pick([10, 20, 50, 100]);
    const share = this.random.int(1, 5);
    const number = new Big(pair.lotSize).times(share);
    const market = this.marketPrice(pair.symbol);
    const price = status === 0 ? new Big(market.times(long ? 0.998 : 1.002).toFixed(pair.priceDecimals)) : market;
    // money is kept at the precision it is shown with, so that what is frozen is exactly what is released
    const margin = new Big(price.times(number).div(multiple).toFixed(4));
    const fee = new Big(margin.times(multiple).times(0.001).toFixed(4));
    const trigger = (distance: number, up: boolean) =>
      distance ? price.times(up ? 1 + distance : 1 - distance).toFixed(pair.priceDecimals) : '0.00000000';
    const takeProfit = trigger(this.random.pick([0.002, 0.004, 0]), long);
    const stopLoss = trigger(this.random.pick([0.002, 0.003, 0]), !long);
    const account = this.accounts.lever;
    if (account.balance.lt(margin.plus(fee))) account.balance = account.balance.plus(50000); // a mock never runs dry
    account.balance = account.balance.minus(margin).minus(fee);
    account.lock = account.lock.plus(margin);
    const id = this.nextPositionId++;
    const row = this.faker.fake('#/components/schemas/LeverPosition') as LeverPosition;
    this.positions.push({
      ...row,
      id,
      user_id: this.userId,
      type: long ? 1 : 2,
      currency: pair.currencyId,
      legal: pair.legalId,
      symbol: pair.symbol,
      origin_price: price.toFixed(pair.priceDecimals),
      price: price.toFixed(pair.priceDecimals),
      update_price: market.toFixed(pair.priceDecimals),
      target_profit_price: takeProfit,
      stop_loss_price: stopLoss,
      share,
      number: number.toFixed(pair.amountDecimals),
      multiple,
      origin_caution_money: margin.toFixed(4),
      caution_money: margin.toFixed(4),
      fact_profits: '0',
      trade_fee: fee.toFixed(4),
      overnight: '0.020',
      overnight_money: '0',
      status,
      settled: 0,
      time: dateTimeText(now),
      create_time: Math.floor(now / 1000),
      transaction_time: status === 1 ? dateTimeText(now) : '',
      handle_time: '',
      complete_time: '',
      profits: '0.0000',
      status_name: status === 1 ? 'Open' : 'Pending',
      type_name: long ? 'Long' : 'Short',
      show_lever_id: id + 10000,
      order_type: 1,
      follow_user_id: 0,
      follow_order_id: 0,
      is_self_hold: 0,
    });
  }

  /**
   * Re-marks the user's positions on `symbol` at the model's price: fills pending orders the price reached, updates
   * profit and loss, and closes what hit its take profit, stop loss or liquidation. Returns what to push.
   */
  mark(
    symbol: string,
    now: number,
  ): { moved: boolean; closed: LeverClosedPayload[]; balances: BalanceChangePayload[] } {
    const price = this.marketPrice(symbol);
    const pair = this.pairOf(symbol);
    const closing = new Map<Reason, LeverPosition[]>();
    let moved = false;
    this.positions = this.positions.map((position) => {
      if (position.symbol !== symbol) return position;
      moved = true;
      const long = position.type === 1;
      const open = new Big(position.price);
      if (position.status === 0) {
        if (long ? price.gt(open) : price.lt(open))
          return { ...position, update_price: price.toFixed(pair.priceDecimals) };
        position = { ...position, status: 1, status_name: 'Open', transaction_time: dateTimeText(now) };
      }
      const profits = (long ? price.minus(open) : open.minus(price)).times(position.number);
      const margin = new Big(position.caution_money);
      const takeProfit = new Big(position.target_profit_price);
      const stopLoss = new Big(position.stop_loss_price);
      let reason: Reason | undefined;
      if (takeProfit.gt(0) && (long ? price.gte(takeProfit) : price.lte(takeProfit))) reason = 'take_profit';
      else if (stopLoss.gt(0) && (long ? price.lte(stopLoss) : price.gte(stopLoss))) reason = 'stop_loss';
      else if (profits.plus(margin).lte(0)) reason = 'liquidation';
      const marked = { ...position, update_price: price.toFixed(pair.priceDecimals), profits: profits.toFixed(4) };
      if (!reason) return marked;
      const realised = reason === 'liquidation' ? margin.times(-1) : profits;
      closing.set(reason, [
        ...(closing.get(reason) ?? []),
        {
          ...marked,
          status: 3,
          settled: 1,
          status_name: 'Closed',
          fact_profits: realised.toFixed(4),
          profits: realised.toFixed(4),
          handle_time: dateTimeText(now),
          complete_time: dateTimeText(now),
        },
      ]);
      return marked;
    });
    const closedIds = new Set([...closing.values()].flat().map((position) => position.id));
    this.positions = this.positions.filter((position) => !closedIds.has(position.id));
    const balances: BalanceChangePayload[] = [];
    const closed: LeverClosedPayload[] = [];
    for (const [reason, positions] of closing) {
      closed.push({
        type: 'lever_closed',
        to: this.userId,
        id: positions.map((position) => position.id),
        reason,
        positions,
      });
      for (const position of positions) {
        const margin = new Big(position.caution_money);
        const returned = margin.plus(position.fact_profits);
        const credit = returned.gt(0) ? returned : new Big(0);
        const account = this.accounts.lever;
        account.lock = account.lock.minus(margin);
        account.balance = account.balance.plus(credit);
        balances.push(this.balanceChange('lever', credit, 'lever_close', now));
      }
    }
    if (closedIds.size) this.reopenAt = now;
    return { moved, closed, balances };
  }

  /** Opens new positions a while after some were closed, so that the screens keep something to show. */
  reopen(now: number, delayMs: number): void {
    if (this.reopenAt && now - this.reopenAt >= delayMs && this.positions.length < 3) {
      this.openPosition(now, 1);
      this.reopenAt = this.positions.length < 3 ? now : 0;
    }
  }

  leverTrade(symbol: string): LeverTradePayload {
    const pair = this.pairOf(symbol);
    const open = this.positions.filter((position) => position.status === 1);
    const pending = this.positions.filter((position) => position.status === 0);
    const current = open.filter((position) => position.symbol === symbol);
    const sum = (rows: LeverPosition[], field: 'caution_money' | 'origin_caution_money' | 'profits') =>
      rows.reduce((total, row) => total.plus(row[field]), new Big(0));
    const originAll = sum(open, 'origin_caution_money');
    const profitsAll = sum(open, 'profits');
    const hazard = originAll.gt(0)
      ? this.accounts.lever.balance.plus(originAll).plus(profitsAll).div(originAll).times(100)
      : new Big(0);
    return {
      type: 'lever_trade',
      to: this.userId,
      hazard_rate: Number((hazard.lt(0) ? new Big(0) : hazard).toFixed(2)),
      caution_money_all: sum(open, 'caution_money').toFixed(4),
      origin_caution_money_all: originAll.toFixed(4),
      profits_all: profitsAll.toFixed(4),
      caution_money: sum(current, 'caution_money').toFixed(4),
      origin_caution_money: sum(current, 'origin_caution_money').toFixed(4),
      profits: sum(current, 'profits').toFixed(4),
      trades_all: open,
      trades_entrust: pending,
      trades_cur: current,
      currency_id: pair.currencyId,
      legal_id: pair.legalId,
    };
  }

  /** Takes a seconds option at the model's current price; the stake moves to the frozen balance. */
  placeMicro(
    request: MicroOrderPlacedRequest,
    now: number,
  ): { ok: true; order: MicroOrder; balance: BalanceChangePayload } | { ok: false; error: string } {
    const pair =
      this.model.pairById(request.match_id) ??
      this.model.pairs.find((candidate) => candidate.symbol === request.symbol_name);
    if (!pair) return { ok: false, error: 'unknown pair' };
    if (this.micro.has(request.id)) return { ok: false, error: 'order already placed' };
    const stake = new Big(request.number);
    const account = this.accounts.micro;
    if (stake.lte(0)) return { ok: false, error: 'invalid stake' };
    if (stake.gt(account.balance)) return { ok: false, error: 'insufficient balance' };
    account.balance = account.balance.minus(stake);
    account.lock = account.lock.plus(stake);
    const row = this.faker.fake('#/components/schemas/MicroOrder') as MicroOrder;
    delete row.end_price;
    delete row.complete_at;
    delete row.return_at;
    delete row.remain_milli_seconds;
    const order: MicroOrder = {
      ...row,
      id: request.id,
      user_id: this.userId,
      match_id: pair.matchId,
      currency_id: request.currency_id ?? USDT.id,
      type: request.type,
      is_insurance: 0,
      seconds: request.seconds,
      number: request.number,
      open_price: this.model.formatPrice(pair.symbol, this.model.price(pair.symbol)),
      fee: '0.00',
      // The duration's configuration decides the ratios (the contract's /microtrade/seconds example), never the client.
      profit_ratio: PROFIT_RATIO[request.seconds] ?? '20.00',
      loss_ratio: '100.00',
      fact_profits: '0',
      status: 1,
      profit_result: 0,
      created_at: dateTimeText(now),
      updated_at: dateTimeText(now),
      handled_at: dateTimeText(now + request.seconds * 1000),
      currency_name: USDT.name,
      symbol_name: pair.symbol,
      type_name: request.type === 1 ? 'Up' : 'Down',
      status_name: 'Trading',
      profit_result_name: 'None',
      show_micro_id: request.id + 10000,
    };
    this.micro.set(request.id, { order, openTicks: this.model.priceTicks(pair.symbol), stake });
    return { ok: true, order, balance: this.balanceChange('micro', stake.times(-1), 'micro_order', now) };
  }

  /** Settles an option against the model's price now: up wins above the open price, down below, equal is a draw. */
  settleMicro(id: number, now: number): { closed: ClosedMicroOrderPayload; balance: BalanceChangePayload } | undefined {
    const entry = this.micro.get(id);
    if (!entry) return undefined;
    this.micro.delete(id);
    const { order, openTicks, stake } = entry;
    const symbol = order.symbol_name;
    const endTicks = this.model.priceTicks(symbol);
    const rose = endTicks > openTicks;
    const result = endTicks === openTicks ? 0 : rose === (order.type === 1) ? 1 : -1;
    const profit =
      result === 1
        ? stake.times(order.profit_ratio).div(100)
        : result === -1
          ? stake.times(order.loss_ratio).div(-100)
          : new Big(0);
    const account = this.accounts.micro;
    const returned = stake.plus(profit);
    account.lock = account.lock.minus(stake);
    account.balance = account.balance.plus(returned);
    const settled: MicroOrder = {
      ...order,
      end_price: this.model.formatPrice(symbol, this.model.price(symbol)),
      fact_profits: profit.toFixed(2),
      status: 3,
      profit_result: result,
      updated_at: dateTimeText(now),
      complete_at: dateTimeText(now),
      return_at: dateTimeText(now),
      status_name: 'Closed',
      profit_result_name: result === 1 ? 'Profit' : result === -1 ? 'Loss' : 'Draw',
    };
    return {
      closed: { type: 'closed_microorder', to: this.userId, data: settled },
      balance: this.balanceChange('micro', returned, 'micro_settle', now),
    };
  }

  private balanceChange(
    account: 'micro' | 'lever',
    change: Big,
    reason: BalanceChangePayload['reason'],
    now: number,
  ): BalanceChangePayload {
    const { balance, lock } = this.accounts[account];
    return {
      type: 'balance_change',
      to: this.userId,
      currency_id: USDT.id,
      currency_name: USDT.name,
      account,
      balance: balance.toFixed(8),
      lock_balance: lock.toFixed(8),
      change: change.toFixed(8),
      reason,
      time: now,
    };
  }

  mail(now: number): MailMessagePayload {
    const message = this.faker.fake('#/components/schemas/MailMessage') as NonNullable<MailMessagePayload['message']>;
    this.unread += 1;
    return {
      type: 'mail_message',
      period: true,
      to: this.userId,
      unread: this.unread,
      message: {
        ...message,
        id: this.nextMailId++,
        type: this.random.pick([1, 2] as const),
        create_time: Math.floor(now / 1000),
        is_read: 0,
      },
    };
  }

  /** Stores a message from the user; the agent's answer comes from `chatReply`. */
  chatSend(request: ChatSendRequest, now: number): ChatMessage {
    return {
      id: this.nextChatId++,
      session_id: request.session_id ?? this.chatSessionId,
      from: 'user',
      type: request.type ?? 'text',
      content: request.content,
      created_at: dateTimeText(now),
    };
  }

  chatReply(sent: ChatMessage, now: number): ChatMessagePayload {
    const message = this.faker.fake('#/components/schemas/ChatMessage') as ChatMessage;
    return {
      type: 'chat_message',
      to: this.userId,
      message: {
        ...message,
        id: this.nextChatId++,
        session_id: sent.session_id,
        from: 'agent',
        type: 'text',
        created_at: dateTimeText(now),
      },
    };
  }

  /** Ids of the seconds options waiting for settlement. */
  pendingMicroIds(): number[] {
    return [...this.micro.keys()];
  }
}
