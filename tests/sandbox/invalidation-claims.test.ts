/**
 * The contracts' `x-invalidates` checked against the sandbox: what a change really changes must be named.
 * - The private pushes the exchange sends on its own (a fill at a new price, a review, mail, a settlement at
 *   expiry, an outbid): the reads that changed for the user, and not for an idle user beside it, must be named by
 *   the `x-invalidates` of the pushes the user received.
 * - Every write operation of the HTTP contract, performed by a fresh user with the contract's sample arguments
 *   (and what a real client would hold: codes just sent, the fund password, ids of its own orders, set up first):
 *   every read operation is read before and after it, and a read whose answer changed must be in the write's
 *   `x-invalidates`. The clock stands still, so only the write changes things; a read whose answer moves by itself
 *   (Prism's generated data, a random pick) is found by reading it again without a write, and is skipped (listed).
 * The reading is the conformance kit's `--effects` one (what the contract marks x-volatile left out), here
 * with the set-up a real client has before each write; the kit runs the same against any backend.
 * A write the sandbox refuses even so (or whose set-up finds nothing to start from at the mock's instant) is skipped,
 * with why; most must be performed. A failure names each missing write/read pair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildArguments,
  invalidationsByEvent,
  listOperations,
  loadAsyncApi,
  loadDocument,
  serializeRequest,
  type Operation,
} from '@tradedesk/contract';
import {
  changedReads as changedOrMoving,
  comparableReads,
  readAll as readEveryRead,
  type Answers,
  type EffectsContext,
} from '@tradedesk/conformance';
import { BANK_PAYER } from '../../src/shared/testing/bank-payer.ts';
import { instantOfText, eventually, FUND_PASSWORD, useSandbox, type Session } from './harness.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001, frozenClock: true });
const document = loadDocument();
const operations = listOperations(document);
const reads = comparableReads(operations, 'a session');
const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
const declaredByEvent = invalidationsByEvent(loadAsyncApi());

const DAY = 86_400_000;
/** How many times a read that changed is read again, without a write, to tell a change from an answer that moves. */
const CONFIRMATIONS = 20;
/** Reads whose answer differs between two reads without a write: never blamed, listed with where it was seen. */
const moving = new Map<string, string>();
const report: string[] = [];
const performed = new Set<string>();

type Fields = Record<string, unknown>;

async function call(operation: Operation, token: string, body: Fields = {}, query: Fields = {}): Promise<string> {
  const sample = buildArguments(document, operation);
  const merged = (base: Fields | undefined, extra: Fields) =>
    Object.fromEntries(Object.entries({ ...base, ...extra }).filter(([, value]) => value !== undefined));
  const request = serializeRequest(
    operation,
    { query: merged(sample.query, query), body: sample.body && merged(sample.body, body) },
    { token },
  );
  const url = new URL(`${sandbox.url}/api${request.path}`);
  url.search = request.query.toString();
  const answer = await fetch(url, { method: request.method, headers: request.headers, body: request.body });
  return answer.text();
}

/**
 * The conformance kit's `--effects` reading, the one implementation of "what changed" (scripts/conformance/
 * effects.ts): every read whose whole answer does not move on its own, the parts the contract marks x-volatile
 * left out, a read that changed read again to tell a change from an answer that moves.
 */
const effects: EffectsContext = {
  document,
  get target() {
    return `${sandbox.url}/api`;
  },
  lang: 'en',
  limits: { timeoutMs: 30_000, maxBodyBytes: 50 * 1024 * 1024 },
  concurrency: 1,
  confirmations: CONFIRMATIONS,
  settleMs: 0,
};

const readAll = (token: string): Promise<Answers> => readEveryRead(effects, reads, token);

/** The reads whose answers differ, but for those that move without a write (read again to tell). */
async function changedReads(before: Answers, after: Answers, token: string, where: string): Promise<string[]> {
  const outcome = await changedOrMoving(
    effects,
    reads.filter((read) => !moving.has(read.operationId)),
    before,
    after,
    token,
  );
  for (const id of outcome.moving) moving.set(id, `differs between two reads without a change (seen ${where})`);
  return outcome.changed;
}

function isOk(answer: string): boolean {
  try {
    return (JSON.parse(answer) as { type?: unknown }).type === 'ok';
  } catch {
    return false;
  }
}

async function post(path: string, form: Record<string, string>, token?: string) {
  const answer = await fetch(`${sandbox.url}/api${path}?lang=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(token ? { Authorization: token } : {}) },
    body: new URLSearchParams(form),
  });
  return (await answer.json()) as { type: string; message: unknown };
}

/** A new account made by registration (not yet verified, unlike a first login's), logged in. */
async function registered(login: string): Promise<Session> {
  const code = await sandbox.sendCode(login, 'register');
  await post('/user/register', {
    type: 'email',
    user_string: login,
    code,
    password: 'secret123',
    re_password: 'secret123',
  });
  return sandbox.session({ login });
}

let accounts = 0;
const freshLogin = (name: string) => `${name}${process.pid}n${(accounts += 1)}@example.com`;

/**
 * An artwork of the market on sale now: 1 fixed price, 2 auction, 3 blind box; the one whose sale ends first, so
 * that a set-up waiting for an auction's end leaves the later auctions running.
 */
async function onSale(user: Session, payType: 1 | 2 | 3) {
  const rows = await user.call((api) => api.listNftArtworks({ pay_type: payType, status: 1, page: 1, limit: 20 }));
  const row = rows
    .filter((artwork) => !artwork.lock_order || artwork.lock_order === '0')
    .sort((a, b) => String(a.end_time).localeCompare(String(b.end_time)))[0];
  if (!row) throw new Error(`no artwork of pay type ${payType} on sale`);
  return user.call((api) => api.getNftArtworkDetail({ id: row.id }));
}

/** The least bid an auction takes: its starting price, or the leading bid (top_price) and one step once bid on. */
const leastBid = (artwork: Awaited<ReturnType<typeof onSale>>) =>
  (artwork.bid_count ? Number(artwork.top_price) + Number(artwork.per_increase) : Number(artwork.price)).toFixed(2);

/** Pays the margin of an auction on sale and bids its least next bid; answers the artwork. */
async function bidOnAuction(user: Session) {
  const artwork = await onSale(user, 2);
  await user.call((api) => api.payNftAuctionMargin({ code: artwork.code }));
  await user.call((api) => api.placeNftBid({ code: artwork.code, price: leastBid(artwork) }));
  return artwork;
}

/** BTC/USDT now, times `factor`, as a price the order forms take. */
async function btcPrice(user: Session, factor = 1): Promise<string> {
  const info = await user.call((api) => api.getFuturesTradeInfo({ currency_id: 1, legal_id: 3 }));
  return (Number(info.last_price) * factor).toFixed(2);
}

async function stopsAround(user: Session): Promise<Fields> {
  return { target_profit_price: await btcPrice(user, 1.05), stop_loss_price: await btcPrice(user, 0.95) };
}

async function openPosition(user: Session, pending = false, extra: Fields = {}) {
  const limit = pending ? { status: 0, target_price: await btcPrice(user, 0.9) } : { status: 1 };
  await user.call((api) =>
    api.openFuturesPosition({
      currency_id: 1,
      legal_id: 3,
      type: 1,
      share: 1,
      multiple: 10,
      ...limit,
      ...extra,
    } as never),
  );
  const answer = await user.call((api) => api.listFuturesOrders({ status: pending ? 0 : 1, page: 1 }));
  return answer.message.data[0].id;
}

/** A deposit of `amount` of coin `currency`, approved by the exchange at once. */
async function approvedDeposit(user: Session, amount: string, currency: number) {
  const voucher = buildArguments(document, byId.get('submitDepositRequest')!).body!.account as string;
  await user.call((api) => api.submitDepositRequest({ account: voucher, amount, currency, type: 0 }));
  const deposit = (await user.call((api) => api.listDepositRecords())).data[0].id;
  await sandbox.control.raw('POST', '/review', { kind: 'deposit', id: deposit, decision: 'approve' });
}

/** An OTC loan applied for, its margin (a third of the loan) covered by a deposit: the desk approves it a day later. */
async function coveredLoan(user: Session) {
  await approvedDeposit(user, '200000', 3);
  const loan = { amount: '500000', currency: 'USDT', margin_currency: 'USDT', contact: 'desk@example.com' };
  return user.call((api) => api.applyOtcLoan({ ...loan, term: 30, leverage: 3 }));
}

/** Milliseconds from the mock's clock now to a time the sandbox wrote ("Y-m-d H:i:s"), plus a second. */
async function untilPast(text: string): Promise<number> {
  return instantOfText(text) - (await sandbox.control.stats()).clock.now + 1000;
}

type Prepared = { user?: Session; body?: Fields; password?: string };

/**
 * What a real client holds before each write (its own ids, a code just sent, the fund password), made by calls
 * before the reads "before". A write with none here runs on the contract's sample arguments.
 */
const PREPARE: Record<string, (user: Session) => Promise<Prepared>> = {
  registerUser: async () => {
    const login = freshLogin('joiner');
    return { body: { user_string: login, code: await sandbox.sendCode(login, 'register') } };
  },
  resetPassword: async (user) => ({
    body: { account: user.login, code: await sandbox.sendCode(user.login, 'forget', user) },
    password: String(buildArguments(document, byId.get('resetPassword')!).body!.password),
  }),
  changeLoginPassword: async () => ({
    password: String(buildArguments(document, byId.get('changeLoginPassword')!).body!.password),
  }),
  submitVerification: async () => ({ user: await registered(freshLogin('verifying')) }),
  changeFundPassword: async () => ({ body: { old_password: FUND_PASSWORD } }),
  setFundPasswordWithCode: async (user) => ({ body: { code: await sandbox.sendCode(user.login, 'safe', user) } }),
  saveWalletAddress: async () => ({ body: { id: undefined } }),
  bindPhone: async (user) => ({ body: { code: await sandbox.sendCode('09012345678', 'mobile', user, 81) } }),
  submitWithdrawal: async (user) => ({
    body: { pay_password: FUND_PASSWORD, code: await sandbox.sendCode(user.login, 'withdraw', user) },
  }),
  // a conversion at a quote asked just before, for the sample's coins and amount
  convertCoin: async (user) => {
    const { number, from_currency_id, to_currency_id } = buildArguments(document, byId.get('convertCoin')!).body as {
      number: string;
      from_currency_id: number;
      to_currency_id: number;
    };
    const quote = await user.call((api) => api.getConversionQuote({ number, from_currency_id, to_currency_id }));
    return { body: { quote_id: quote.quote_id } };
  },
  // one share of an open ETH put at a quote asked just before: the sample's product may not be open at the mock's
  // instant, and its five shares may cost more than the account holds
  buyDualProduct: async (user) => {
    const { dual_currencys: puts } = await user.call((api) => api.listDualProducts({ type: 'put', currency_id: 2 }));
    const id = puts.find((product) => product.status === '1')!.id;
    const quote = await user.call((api) => api.getDualQuote({ id, num: 1 }));
    return { body: { id, num: 1, quote_id: quote.quote_id } };
  },
  removeFavourite: async (user) => ({
    body: { id: (await user.call((api) => api.addFavourite({ currency_id: 1 }))).id },
  }),
  // take-profit and stop-loss either side of the price now (the pushes above moved it)
  openFuturesPosition: async (user) => ({ body: await stopsAround(user) }),
  closeFuturesPosition: async (user) => ({ body: { id: await openPosition(user) } }),
  setFuturesStopPrices: async (user) => ({ body: { id: await openPosition(user), ...(await stopsAround(user)) } }),
  closeAllFuturesPositions: async (user) => (await openPosition(user), {}),
  cancelFuturesOrder: async (user) => ({ body: { id: await openPosition(user, true) } }),
  cancelSpotOrder: async (user) => {
    const price = await btcPrice(user, 0.9);
    await user.call((api) =>
      api.submitSpotOrder({ currency_id: 1, legal_id: 3, type: 1, amount: '0.015', target_price: price }),
    );
    return { body: { id: (await user.call((api) => api.listSpotOrders({ status: 1 })))[0].id } };
  },
  redeemLockMiningOrderEarly: async (user) => {
    await user.call((api) => api.createLockMiningOrder({ config_id: 1, amount: '1000' }));
    const orders = await user.call((api) => api.listMyLockMiningOrders({ status: 1 }));
    return { body: { id: orders.order_list[0].id } };
  },
  unfollowCopyTrader: async (user) => {
    await user.call((api) => api.followCopyTrader({ trader_user_id: 2051, number: 2, type: 1 }));
    return {};
  },
  payNftAuctionMargin: async (user) => ({ body: { code: (await onSale(user, 2)).code } }),
  placeNftBid: async (user) => {
    const artwork = await onSale(user, 2);
    await user.call((api) => api.payNftAuctionMargin({ code: artwork.code }));
    return { body: { code: artwork.code, price: leastBid(artwork) } };
  },
  openNftBlindBox: async (user) => {
    const box = await onSale(user, 3);
    await user.call((api) => api.buyNftArtwork({ code: box.code }));
    return { body: { code: box.code } };
  },
  resellNftArtwork: async (user) => {
    const artwork = await onSale(user, 1);
    await user.call((api) => api.buyNftArtwork({ code: artwork.code }));
    return { body: { code: artwork.code } };
  },
  markMailMessagesRead: async (user) => {
    const mail = await user.call((api) => api.listMailMessages({ type: 2 }));
    return { body: { id: mail.list[0].id, type: undefined } };
  },
  // the voucher credited at once: the one coupon whose use moves money
  useCoupon: async (user) => ({
    body: { id: (await user.call((api) => api.listCoupons({ status: 0 }))).data.find((c) => c.scene === 'all')!.id },
  }),
  uploadBuyCryptoVoucher: async (user) => {
    const sample = buildArguments(document, byId.get('createBuyCryptoOrder')!).body!;
    const order = await user.call((api) => api.createBuyCryptoOrder(sample as never));
    return { body: { id: order.id } };
  },
};

/** Set-ups that move the clock (an auction's end, a trader's next trade): they run after every other write. */
const MOVES_THE_CLOCK: Record<string, (user: Session) => Promise<Prepared>> = {
  repayOtcLoan: async (user) => {
    const loan = await coveredLoan(user);
    await sandbox.control.advance(86_400_000 + 1000);
    await user.call((api) => api.listMyOtcLoans());
    return { body: { id: loan.id, amount: '1000' } };
  },
  markNftOrderMessageRead: async (user) => ({ body: { id: await wonAuction(user) } }),
  payNftOrder: async (user) => ({ body: { id: await wonAuction(user) } }),
  convertCopiedPositionToSelfHold: async (user) => {
    await user.call((api) => api.followCopyTrader({ trader_user_id: 2051, number: 1, type: 2 }));
    const copied = await eventually(
      async () => {
        await sandbox.control.advance(5 * 60_000);
        const answer = await user.call((api) => api.listFuturesOrders({ status: 1, order_type: 2, page: 1 }));
        return answer.message.data[0]?.id;
      },
      'a copied position',
      20_000,
    );
    return { body: { transaction_id: copied } };
  },
};

async function wonAuction(user: Session): Promise<number> {
  const artwork = await bidOnAuction(user);
  const end = instantOfText(artwork.end_time!);
  const now = await sandbox.now();
  if (end > now) await sandbox.control.advance(end - now + 1000);
  const orders = await user.call((api) => api.listNftOrdersAwaitingPayment());
  return orders.find((order) => order.code === artwork.code)!.id;
}

const declaredOf = (operationId: string) => byId.get(operationId)!.object['x-invalidates'] ?? [];

/** The write's token is dead after it (a logout, a reset password): the same account, logged in again. */
async function tokenAfter(user: Session, password = 'secret123'): Promise<string> {
  const profile = await call(byId.get('getUserInfo')!, user.token);
  if (!/"type":"999"/.test(profile)) return user.token;
  const login = await post('/user/login', { user_string: user.login, password });
  if (login.type !== 'ok') throw new Error(`cannot log in again as ${user.login}: ${JSON.stringify(login)}`);
  return String(login.message);
}

async function checkWrite(operationId: string, prepare?: (user: Session) => Promise<Prepared>) {
  let user = await sandbox.session();
  if (operationId !== 'setFundPasswordWithCode') await sandbox.setFundPassword(user);
  let prepared: Prepared;
  try {
    prepared = (await prepare?.(user)) ?? {};
  } catch (error) {
    // at some instants there is nothing to set up from (every auction ended, say): counted below
    return { performed: false as const, answer: `its set-up failed: ${(error as Error).message}` };
  }
  user = prepared.user ?? user;
  await readAll(user.token); // what is made on first look is made now
  const before = await readAll(user.token);
  const answer = await call(byId.get(operationId)!, user.token, prepared.body);
  if (!isOk(answer)) return { performed: false as const, answer };
  const token = await tokenAfter(user, prepared.password);
  const after = await readAll(token);
  const changed = await changedReads(before, after, token, `around ${operationId}`);
  const declared = declaredOf(operationId);
  return { performed: true as const, changed, missing: changed.filter((read) => !declared.includes(read)) };
}

beforeAll(async () => {
  // reads that move without any write: three reads in a row by one user
  const user = await sandbox.session();
  const [first, ...others] = [await readAll(user.token), await readAll(user.token), await readAll(user.token)];
  for (const read of reads)
    if (others.some((answers) => answers.get(read.operationId) !== first.get(read.operationId)))
      moving.set(read.operationId, 'differs between two reads without a change (three reads in a row)');
}, 120_000);

afterAll(() => {
  const lines = [
    `reads skipped, their answers differ without a change (${moving.size}):`,
    ...[...moving].map(([read, why]) => `  ${read}: ${why}`),
    ...report,
  ];
  console.log(lines.join('\n'));
});

const writes = operations.filter((operation) => operation.effect === 'write').map((operation) => operation.operationId);
const ordered = [...writes.filter((write) => !(write in MOVES_THE_CLOCK)), ...Object.keys(MOVES_THE_CLOCK)];

type Push = {
  /** The user the exchange pushes to (a fresh one by default), with what the push follows set up. */
  setUp?: () => Promise<{ user?: Session }>;
  /** What the exchange does: a price, a review, mail, time passing. */
  act: (user: Session) => Promise<void>;
  /** The push that says it happened (others come with it). */
  expect: string;
};

/** What the exchange does on its own, each with the private push that tells the user. */
const PUSHES: Record<string, (user: Session) => Push> = {
  'a limit spot order fills at a new price': (user) => ({
    setUp: async () => {
      const price = await btcPrice(user, 0.97);
      await user.call((api) =>
        api.submitSpotOrder({ currency_id: 1, legal_id: 3, type: 1, amount: '0.015', target_price: price }),
      );
      return {};
    },
    act: async () => void (await sandbox.control.setPrice('BTC/USDT', Number(await btcPrice(user, 0.96)))),
    expect: 'spot_order',
  }),
  'a futures stop-loss closes the position': (user) => ({
    setUp: async () => {
      await openPosition(user, false, { stop_loss_price: await btcPrice(user, 0.95) });
      return {};
    },
    act: async () => void (await sandbox.control.setPrice('BTC/USDT', Number(await btcPrice(user, 0.94)))),
    expect: 'lever_closed',
  }),
  'a deposit is approved': (user) => {
    let id = 0;
    return {
      setUp: async () => {
        const sample = buildArguments(document, byId.get('submitDepositRequest')!).body!;
        await user.call((api) => api.submitDepositRequest(sample as never));
        id = (await user.call((api) => api.listDepositRecords())).data[0].id;
        return {};
      },
      act: async () =>
        void (await sandbox.control.raw('POST', '/review', { kind: 'deposit', id, decision: 'approve' })),
      expect: 'deposit_result',
    };
  },
  'a withdrawal is paid out': (user) => {
    let id = 0;
    return {
      setUp: async () => {
        const code = await sandbox.sendCode(user.login, 'withdraw', user);
        const sample = buildArguments(document, byId.get('submitWithdrawal')!).body!;
        await user.call((api) => api.submitWithdrawal({ ...sample, pay_password: FUND_PASSWORD, code } as never));
        id = (await user.call((api) => api.listWithdrawalRecords())).data[0].id;
        return {};
      },
      act: async () =>
        void (await sandbox.control.raw('POST', '/review', { kind: 'withdrawal', id, decision: 'approve' })),
      expect: 'withdraw_result',
    };
  },
  'mail arrives': () => ({
    act: async (user) => void (await sandbox.control.raw('POST', '/mail', { token: user.token, type: 2 })),
    expect: 'mail_message',
  }),
  'a seconds option settles at its expiry': (user) => ({
    setUp: async () => {
      const sample = buildArguments(document, byId.get('submitOptionOrder')!).body!;
      await user.call((api) => api.submitOptionOrder(sample as never));
      return {};
    },
    act: async () => void (await sandbox.control.advance(61_000)),
    expect: 'closed_microorder',
  }),
  'an identity verification is approved': () => ({
    setUp: async () => {
      const user = await registered(freshLogin('reviewed'));
      const sample = buildArguments(document, byId.get('submitVerification')!).body!;
      await user.call((api) => api.submitVerification(sample as never));
      return { user };
    },
    act: async () => void (await sandbox.control.advance(11_000)),
    expect: 'verification_result',
  }),
  "the user's resale is bought by another user": (user) => {
    let code = '';
    return {
      setUp: async () => {
        ({ code } = await onSale(user, 1));
        await user.call((api) => api.buyNftArtwork({ code }));
        await user.call((api) => api.resellNftArtwork({ code, type: 'normal', price: '150' }));
        return {};
      },
      act: async () => void (await (await sandbox.session()).call((api) => api.buyNftArtwork({ code }))),
      expect: 'balance_change',
    };
  },
  'the user is outbid': (user) => ({
    setUp: async () => {
      await bidOnAuction(user);
      return {};
    },
    act: async () => void (await bidOnAuction(await sandbox.session())),
    expect: 'nft_outbid',
  }),
};

/** Waits until `expected` came, then until the pushes of that moment stop coming. */
async function pushesAfter(user: Session, from: number, expected: string): Promise<string[]> {
  await eventually(() => user.events.slice(from).some((event) => event.event === expected), expected);
  let count = -1;
  while (count !== user.events.length) {
    count = user.events.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [...new Set(user.events.slice(from).map((event) => event.event))];
}

/**
 * What falls due as days pass, each with the private push that tells the user. Days passing end the auctions, the
 * guess rounds and the sales the writes below start from: these run after them.
 */
const PUSHES_AS_DAYS_PASS: Record<string, (user: Session) => Push> = {
  'a lock-up pays a day of interest': (user) => ({
    setUp: async () => {
      // product 1 of the contract's list: USDT, 0.35 % a day, 30 days
      await user.call((api) => api.createLockMiningOrder({ config_id: 1, amount: '1000' }));
      return {};
    },
    act: async () => void (await sandbox.control.advance(DAY + 1000)),
    expect: 'balance_change',
  }),
  'a lock-up reaches its term': (user) => ({
    setUp: async () => {
      await user.call((api) => api.createLockMiningOrder({ config_id: 1, amount: '1000' }));
      await sandbox.control.advance(29 * DAY + 1000);
      return {};
    },
    act: async () => void (await sandbox.control.advance(DAY)),
    expect: 'balance_change',
  }),
  // an account ten days old, whose 14-day futures trial voucher expires in the next five days: the idle user beside
  // it is new, its own coupons far from their end
  'unused coupons expire': () => ({
    setUp: async () => {
      const user = await sandbox.session();
      await sandbox.control.advance(10 * DAY);
      return { user };
    },
    act: async () => void (await sandbox.control.advance(5 * DAY)),
    expect: 'coupon_expired',
  }),
  'an OTC loan is approved and paid out a day after the application': (user) => ({
    setUp: async () => (await coveredLoan(user), {}),
    act: async () => void (await sandbox.control.advance(DAY + 1000)),
    expect: 'balance_change',
  }),
  "a futures position pays a night's fee": (user) => ({
    setUp: async () => (await openPosition(user), {}),
    act: async () => void (await sandbox.control.advance(DAY + 1000)),
    expect: 'balance_change',
  }),
  'a quick purchase paid by bank is credited two days after its voucher': (user) => ({
    setUp: async () => {
      const order = await user.call((api) =>
        api.createBuyCryptoOrder({ ...BANK_PAYER, country: 'US', currency: 'USD', payment_method: 1, amount: '1234' }),
      );
      await user.call((api) => api.uploadBuyCryptoVoucher({ id: order.id, screenshot: '/upload/voucher/1.png' }));
      return {};
    },
    act: async () => void (await sandbox.control.advance(2 * DAY + 1000)),
    expect: 'balance_change',
  }),
  // a BTC call, as the contract's sample read of my orders lists them (running, BTC, call)
  'a dual investment settles at its maturity': (user) => {
    let ends = '';
    return {
      setUp: async () => {
        await approvedDeposit(user, '1', 1);
        const { dual_currencys: calls } = await user.call((api) =>
          api.listDualProducts({ type: 'call', currency_id: 1 }),
        );
        const call = calls.find((product) => product.status === '1')!;
        await user.call((api) => api.buyDualProduct({ id: call.id, num: 1 }));
        ends = `${call.end_time} 00:00:00`;
        return {};
      },
      act: async () => void (await sandbox.control.advance(await untilPast(ends))),
      expect: 'balance_change',
    };
  },
};

/** Performs the push's cause for a fresh user and checks that its pushes name every read it changed. */
async function checkPush(name: string, pushOf: (user: Session) => Push) {
  let user = await sandbox.session();
  await sandbox.setFundPassword(user);
  const push = pushOf(user);
  user = (await push.setUp?.())?.user ?? user;
  const idle = await sandbox.session();
  const price = await btcPrice(idle);
  await user.listen();
  await readAll(user.token);
  await readAll(idle.token);
  const [before, idleBefore] = [await readAll(user.token), await readAll(idle.token)];
  const from = user.events.length;
  await push.act(user);
  const events = (await pushesAfter(user, from, push.expect)).filter((event) => event in declaredByEvent);
  const [after, idleAfter] = [await readAll(user.token), await readAll(idle.token)];
  // what changed for a user who did nothing changed with the price or the hour, not with the push
  const byTheMoment = new Set(
    reads.map((read) => read.operationId).filter((id) => idleBefore.get(id) !== idleAfter.get(id)),
  );
  const changed = (await changedReads(before, after, user.token, name)).filter((read) => !byTheMoment.has(read));
  // the writes below find the market where it was
  await sandbox.control.setPrice('BTC/USDT', Number(price));
  const declared = new Set(events.flatMap((event) => declaredByEvent[event]));
  report.push(`${name}: pushed ${events.join(', ')}; changed ${changed.join(', ') || 'nothing a read shows'}`);
  expect(
    changed.filter((read) => !declared.has(read)).map((read) => `${events.join('+')} -> ${read}`),
    `${name}: reads changed that none of the pushes (${events.join(', ')}) names`,
  ).toEqual([]);
}

/** A test of each push of `table`, checked by checkPush; `fromFreshExchange`: on an exchange reset before them. */
function describePushes(
  title: string,
  table: Record<string, (user: Session) => Push>,
  { fromFreshExchange = false } = {},
) {
  describe(title, () => {
    if (fromFreshExchange) beforeAll(() => sandbox.control.reset());
    it.for(Object.keys(table))('%s', (name) => checkPush(name, table[name]));
  });
}

describePushes('every private push names the reads it changes', PUSHES);

describe('every write names the reads it changes', () => {
  it.for(ordered)('%s', async (operationId, context) => {
    const outcome = await checkWrite(operationId, PREPARE[operationId] ?? MOVES_THE_CLOCK[operationId]);
    if (!outcome.performed) {
      report.push(`not performed: ${operationId}: ${outcome.answer.slice(0, 160)}`);
      return context.skip(`not performed: ${outcome.answer.slice(0, 160)}`);
    }
    performed.add(operationId);
    report.push(
      `${operationId} changed ${outcome.changed.length ? outcome.changed.join(', ') : 'nothing a read shows'}`,
    );
    expect(
      outcome.missing.map((read) => `${operationId} -> ${read}`),
      `${operationId} changed reads its x-invalidates does not name`,
    ).toEqual([]);
  });

  it('performs most of them', () => {
    expect(performed.size).toBeGreaterThanOrEqual(50);
  });
});

describePushes('every private push of what falls due as days pass names the reads it changes', PUSHES_AS_DAYS_PASS);

/**
 * What falls due as NFT auctions end. The days passed above ended every auction the exchange started with: these
 * start from a fresh exchange (the seed again, at the clock's instant), whose catalogue is placed on the clock as a
 * first look places it. Each takes the auction that ends first, leaving the later one running for the next.
 */
const PUSHES_OF_SALES_ENDING: Record<string, (user: Session) => Push> = {
  'the user wins an auction': (user) => {
    let ends = '';
    return {
      setUp: async () => ((ends = String((await bidOnAuction(user)).end_time)), {}),
      act: async () => void (await sandbox.control.advance(await untilPast(ends))),
      expect: 'nft_auction_won',
    };
  },
  'an auction won and left unpaid forfeits its margin': (user) => {
    let overtime = '';
    return {
      setUp: async () => {
        const artwork = await bidOnAuction(user);
        await sandbox.control.advance(await untilPast(String(artwork.end_time)));
        const [order] = await eventually(async () => {
          const rows = await user.call((api) => api.listNftOrdersAwaitingPayment());
          return rows.length ? rows : undefined;
        }, 'the won auction awaiting payment');
        overtime = String(order.overtime);
        return {};
      },
      act: async () => void (await sandbox.control.advance(await untilPast(overtime))),
      expect: 'balance_change',
    };
  },
};

describePushes('every private push of a sale that ends names the reads it changes', PUSHES_OF_SALES_ENDING, {
  fromFreshExchange: true,
});

/**
 * What falls due as an IEO lists: the coins subscribed to are issued to the spot account. From a fresh exchange
 * again, whose project in progress the sales above may have seen end.
 */
const PUSHES_OF_LISTINGS: Record<string, (user: Session) => Push> = {
  "an IEO's coins are issued at its listing": (user) => {
    let listing = '';
    return {
      setUp: async () => {
        const { list } = await user.call((api) => api.listIeoProjects({ time_status: 2 }));
        const { info } = await user.call((api) => api.getIeoProject({ project_id: list[0].id! }));
        await user.call((api) => api.subscribeIeoProject({ project_id: info.id!, amount: info.min }));
        listing = info.sell_begin!;
        return {};
      },
      act: async () => void (await sandbox.control.advance(await untilPast(listing))),
      expect: 'balance_change',
    };
  },
};

describePushes("every private push of an IEO's listing names the reads it changes", PUSHES_OF_LISTINGS, {
  fromFreshExchange: true,
});
