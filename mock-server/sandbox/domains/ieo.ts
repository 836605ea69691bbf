/**
 * IEO subscriptions. The projects are the contract's written ones (the list and the detail examples), their
 * names and presentations in the reader's language (mock-server/content/<lang>/ieo.json), placed on the mock's clock: one in progress, one warming up, one ended and listed. Subscribing takes amount x the
 * project's price from the spot balance of its pay currency at once (the client's price is never trusted); the
 * coins are issued to the spot account at the listing time (`sell_begin`), when the order completes. Each project's
 * coin is one of the exchange's coins (`issuedCoins`): listed in the spot account and valued at the project's price,
 * since no pair trades it.
 */
import Big from 'big.js';
import { entryOf } from '../content.ts';
import type { Contract, Domain, SandboxTools } from '../domain.ts';
import { sharedSlice, userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { dateTimeText, fixed } from '../format.ts';
import { available } from '../money/wallets.ts';
import { simplePage } from '../pages.ts';
import type { UserState } from '../state/types.ts';

const DAY_MS = 86_400_000;

/** What a project keeps of the contract's written row; its times, phase and progress follow the mock's clock. */
type ProjectExample = Pick<
  Contract.IeoProject,
  | 'id'
  | 'amount'
  | 'total_sell'
  | 'logo'
  | 'currency_id'
  | 'pay_currency_id'
  | 'currency_name'
  | 'pay_currency_name'
  | 'day'
>;
type Project = {
  example: ProjectExample;
  price: string;
  min: string;
  /** Days the issued coins stay locked after the listing. */
  lockDays: number;
  start: number;
  end: number;
  listing: number;
  /** Coins subscribed so far (the example's figure plus the sandbox's users). */
  sold: string;
  /** When the project last changed (placed, or subscribed to): its detail reads the same until then. */
  updated: number;
};
type IeoOrder = {
  id: number;
  projectId: number;
  coinAmount: string;
  price: string;
  total: string;
  created: number;
  /** 2 paid (coins pending), 3 completed (coins issued). */
  status: 2 | 3;
};

/** Where each project of the contract's list stands, in days from the sandbox's start: in progress, warm-up, ended. */
const PLACEMENT: Array<{ startDays: number; price: string; min: string; lockDays: number }> = [
  { startDays: -3, price: '0.05', min: '100', lockDays: 30 },
  { startDays: 17, price: '0.12', min: '50', lockDays: 0 },
  { startDays: -40, price: '0.02', min: '200', lockDays: 15 },
];

/** A project that has ended and listed, beside the contract's two, so that every phase has one. */
const ENDED: ProjectExample = {
  id: 9,
  amount: '10000000.00000000',
  total_sell: '0.00000000',
  logo: '/upload/ieo/zkl.png',
  currency_id: 33,
  pay_currency_id: 3,
  currency_name: 'ZKL',
  pay_currency_name: 'USDT',
  day: 10,
};

/** Each project of the contract's list (and the ended one) with where it stands and its terms. */
const placedExamples = (example: SandboxTools['example']) =>
  [...example('listIeoProjects').list, ENDED].map((project: ProjectExample, index) => ({
    example: project,
    placement: PLACEMENT[index] ?? { startDays: -45 - index * 10, price: '0.08', min: '100', lockDays: 0 },
  }));

const projectsOf = sharedSlice<{ projects: Project[] }>('ieo', (tools) => {
  const origin = new Date(new Date(tools.now).setMinutes(0, 0, 0)).getTime();
  const projects = placedExamples(tools.example).map(({ example, placement }) => {
    const start = origin + placement.startDays * DAY_MS;
    const end = start + example.day * DAY_MS;
    return {
      example,
      price: placement.price,
      min: placement.min,
      lockDays: placement.lockDays,
      start,
      end,
      listing: end + 4 * DAY_MS,
      // the examples' `total_sell` is what is left for sale, as the original backend keeps it
      sold: placement.startDays > 0 ? '0' : new Big(example.amount).minus(example.total_sell).toFixed(),
      updated: Math.min(origin, start),
    };
  });
  return { projects };
});

const ieoOf = userSlice<{ orders: IeoOrder[] }>('ieo', () => ({ orders: [] }));

/** 1 warm-up, 2 in progress, 3 ended. */
const phase = (project: Project, now: number) => (now < project.start ? 1 : now < project.end ? 2 : 3);

function listRow({ lang, now }: SandboxTools, project: Project): Contract.IeoProject {
  const { example } = project;
  const text = entryOf('ieo', lang, example.id);
  return {
    id: example.id,
    title: text.title,
    summary: text.summary,
    amount: fixed(example.amount, 8),
    total_sell: fixed(new Big(example.amount).minus(project.sold), 8),
    start_at: dateTimeText(project.start),
    end_at: dateTimeText(project.end),
    logo: example.logo,
    currency_id: example.currency_id,
    pay_currency_id: example.pay_currency_id,
    time_status: phase(project, now),
    currency_name: example.currency_name,
    pay_currency_name: example.pay_currency_name,
    percentage: new Big(project.sold).div(example.amount).times(100).toFixed(2),
    day: example.day,
    lock_days: project.lockDays,
  };
}

function orderRow(tools: SandboxTools, user: UserState, order: IeoOrder, project: Project): Contract.IeoOrder {
  return {
    id: order.id,
    u_id: user.id,
    project_id: project.example.id,
    currency_id: project.example.currency_id,
    pay_currency_id: project.example.pay_currency_id,
    pay_wallet_id: user.id * 100 + project.example.pay_currency_id,
    wallet_id: user.id * 100 + project.example.currency_id,
    type: 1,
    coin_amount: fixed(order.coinAmount, 8),
    price: fixed(order.price, 8),
    total_price: fixed(order.total, 8),
    created_at: dateTimeText(order.created),
    updated_at: dateTimeText(order.status === 3 ? project.listing : order.created),
    end_at: dateTimeText(project.end),
    status: order.status,
    type_text: tools.text('ieoSubscription'),
    status_text: tools.text(order.status === 3 ? 'ieoCompleted' : 'ieoPaid'),
    order_no: order.id + 1000,
  };
}

export const ieoDomain: Domain = {
  name: 'ieo',
  handlers: {
    listIeoProjects: (context) => {
      const rows = projectsOf(context)
        .projects.slice()
        .filter(
          (project) =>
            context.params.time_status === undefined || phase(project, context.now) === context.params.time_status,
        )
        .sort((a, b) => b.start - a.start)
        .map((project) => listRow(context, project));
      return { list: simplePage(rows, context.params.page, context.params.limit).data };
    },
    getIeoProject: (context) => {
      const project = projectsOf(context).projects.find(
        (candidate) => candidate.example.id === context.params.project_id,
      );
      if (!project) refuse('notFound');
      const detail = context.example('getIeoProject').info;
      const order =
        context.user && ieoOf(context.user).orders.find((candidate) => candidate.projectId === project.example.id);
      const { percentage: _percentage, ...row } = listRow(context, project);
      return {
        info: {
          ...row,
          price: fixed(project.price, 8),
          min: fixed(project.min, 8),
          sell_amount: new Big(project.example.amount).times('0.1').toFixed(8),
          content: entryOf('ieo', context.lang, project.example.id).content,
          sell_begin: dateTimeText(project.listing),
          white_book: detail.white_book,
          link: detail.link,
          status: 1,
          total_apply: new Big(project.sold).times('1.2').toFixed(8),
          win_rate: '82.50',
          updated_at: dateTimeText(project.updated),
          user_has_money: 1,
        },
        order_info: order ? orderRow(context, context.user, order, project) : null,
        sell_order: null,
      };
    },
    subscribeIeoProject: (context) => {
      const { user, params, wallets, now } = context;
      const project = projectsOf(context).projects.find((candidate) => candidate.example.id === params.project_id);
      if (!project) refuse('notFound');
      if (phase(project, now) !== 2) refuse('notOnSale');
      const amount = new Big(params.amount);
      if (amount.lt(project.min)) refuse('belowMinimum', { min: project.min });
      if (amount.plus(project.sold).gt(project.example.amount)) refuse('soldOut');
      const total = amount.times(project.price);
      const payCurrency = project.example.pay_currency_id;
      wallets.ensure(user, payCurrency, available('change'), total);
      const order: IeoOrder = {
        id: context.nextId('ieo-order', 400),
        projectId: project.example.id,
        coinAmount: amount.toFixed(),
        price: project.price,
        total: total.toFixed(),
        created: now,
        status: 2,
      };
      const memo = `${project.example.currency_name} #${order.id}`;
      wallets.exchange(user, available('change'), {
        currencyId: payCurrency,
        amount: total.times(-1),
        reason: 'ieo_subscribe',
        memo,
      });
      project.sold = amount.plus(project.sold).toFixed();
      project.updated = now;
      ieoOf(user).orders.push(order);
      return context.text('done');
    },
    listMyIeoOrders: (context) => {
      const { projects } = projectsOf(context);
      const rows = ieoOf(context.user)
        .orders.slice()
        .sort((a, b) => b.created - a.created || b.id - a.id)
        .map((order): Contract.IeoMyOrder => {
          const project = projects.find((candidate) => candidate.example.id === order.projectId)!;
          return {
            id: order.id,
            created_at: dateTimeText(order.created),
            name: project.example.currency_name,
            coin_amount: fixed(order.coinAmount, 8),
            sell_begin: dateTimeText(project.listing),
            status: order.status,
            give_amount: order.status === 3 ? fixed(order.coinAmount, 8) : '0',
            total_price: fixed(order.total, 8),
            pay_currency_name: project.example.pay_currency_name,
          };
        });
      return simplePage(rows, context.params.page, context.params.limit);
    },
  },
  // each project's coin, held in the spot account from its listing and valued at the project's price
  issuedCoins: (example) =>
    placedExamples(example).map(({ example: project, placement }) => ({
      id: project.currency_id,
      name: project.currency_name,
      logo: project.logo,
      decimals: 4,
      issuePrice: placement.price,
    })),
  // at the listing time the subscribed coins are issued to the spot account, dated then
  due: (context) => {
    const orders = ieoOf(context.user).orders.filter((order) => order.status === 2);
    if (!orders.length) return [];
    const { projects } = projectsOf(context);
    return orders.map((order) => {
      const project = projects.find((candidate) => candidate.example.id === order.projectId)!;
      return {
        at: project.listing,
        run: (then) => {
          then.wallets.exchange(then.user, available('change'), {
            currencyId: project.example.currency_id,
            amount: order.coinAmount,
            reason: 'ieo_issue',
            memo: `${project.example.currency_name} #${order.id}`,
          });
          order.status = 3;
        },
      };
    });
  },
};
