/**
 * Quick crypto purchase (section 9): USDT for fiat at the configured rate (USD 1:1), in the listed countries only.
 * A bank-transfer order waits to be paid; once its screenshot is uploaded the transfer settles two days later on
 * the mock's clock (the first of the "2-5 business days") and the USDT is credited to the spot account. A card or
 * third-party order is paid on the provider's page, which the sandbox stands for by crediting it a minute later.
 */
import Big from 'big.js';
import type { Answer, Contract, Domain, SandboxTools } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { dateTimeText, fixed } from '../format.ts';
import { USDT_ID } from '../market.ts';
import { available } from '../money/wallets.ts';
import { simplePage } from '../pages.ts';
import type { UserState } from '../state/types.ts';

const DAY_MS = 86_400_000;
const BANK_SETTLE_MS = 2 * DAY_MS;
const PROVIDER_SETTLE_MS = 60_000;

type BuyConfig = Answer<'getBuyCryptoConfig'>;
type PaymentType = BuyConfig['payment_methods'][number]['type'];
type BuyOrder = {
  id: number;
  orderNo: string;
  country: string;
  currency: string;
  amount: number;
  rate: string;
  methodId: number;
  paymentType: PaymentType;
  screenshot: string;
  status: 0 | 1;
  createdAt: number;
  /** When the payment was declared (screenshot) or sent (provider). */
  paidAt?: number;
};

const buyOf = userSlice<{ orders: BuyOrder[] }>('buyCrypto', () => ({ orders: [] }));

/** The payment reference the user writes on every transfer. */
const referenceOf = (user: UserState) => `TD-${String(user.id).padStart(6, '0')}`;

function configOf(tools: SandboxTools, user: UserState): BuyConfig {
  const config = tools.example('getBuyCryptoConfig');
  return { ...config, bank_instructions: { ...config.bank_instructions, reference: referenceOf(user) } };
}

function orderRow(user: UserState, order: BuyOrder): Contract.BuyCryptoOrder {
  return {
    id: order.id,
    order_no: order.orderNo,
    country: order.country,
    currency: order.currency,
    amount: order.amount,
    rate: order.rate,
    usdt_amount: fixed(new Big(order.amount).div(order.rate), 2),
    payment_method: order.methodId,
    payment_type: order.paymentType,
    reference: referenceOf(user),
    screenshot: order.screenshot,
    status: order.status,
    created_at: dateTimeText(order.createdAt),
    payment_url: order.paymentType === 'bank' ? '' : `https://pay.tradedesk.example/checkout/${order.orderNo}`,
  };
}

/** "20261123" + the time of day and the id: the shape of the backend's order numbers. */
const orderNumber = (now: number, id: number) =>
  `${dateTimeText(now).replace(/\D/g, '')}${String(id).padStart(4, '0')}`;

export const buyCryptoDomain: Domain = {
  name: 'buyCrypto',
  handlers: {
    getBuyCryptoConfig: (context) => configOf(context, context.user),
    createBuyCryptoOrder: (context) => {
      const { user, params } = context;
      const config = configOf(context, user);
      if (!config.countries.some((country) => country.code === params.country)) refuse('regionUnsupported');
      const currency = config.currencies.find((candidate) => candidate.code === params.currency);
      if (!currency) refuse('unknownCurrency');
      const method = config.payment_methods.find((candidate) => candidate.id === params.payment_method);
      if (!method?.enabled) refuse('paymentMethodUnavailable');
      const amount = Number(params.amount);
      if (amount < config.min_amount) refuse('belowMinimum', { min: `${config.min_amount} ${currency.code}` });
      if (method.type === 'bank' && !params.iban) refuse('parameterError', { field: 'iban' });
      const id = context.nextId('buy-order', 1000);
      const order: BuyOrder = {
        id,
        orderNo: orderNumber(context.now, id),
        country: params.country,
        currency: currency.code,
        amount,
        rate: currency.rate,
        methodId: method.id,
        paymentType: method.type,
        screenshot: '',
        status: 0,
        createdAt: context.now,
        paidAt: method.type === 'bank' ? undefined : context.now,
      };
      buyOf(user).orders.push(order);
      return orderRow(user, order);
    },
    uploadBuyCryptoVoucher: (context) => {
      const order = buyOf(context.user).orders.find((candidate) => candidate.id === context.params.id);
      if (!order) refuse('notFound');
      if (order.status !== 0 || order.paymentType !== 'bank') refuse('orderNotPayable');
      order.screenshot = context.params.screenshot;
      order.paidAt = context.now;
      return context.text('submitted');
    },
    listMyBuyCryptoOrders: (context) => {
      const { user, params } = context;
      const rows = buyOf(user)
        .orders.slice()
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .map((order) => orderRow(user, order));
      return simplePage(rows, params.page, params.limit);
    },
  },
  // a paid order is credited when its payment has cleared, dated then
  due: ({ user }) =>
    buyOf(user)
      .orders.filter((order) => order.status === 0 && order.paidAt !== undefined)
      .map((order) => ({
        at: order.paidAt! + (order.paymentType === 'bank' ? BANK_SETTLE_MS : PROVIDER_SETTLE_MS),
        run: ({ user: buyer, wallets }) => {
          wallets.exchange(buyer, available('change'), {
            currencyId: USDT_ID,
            amount: new Big(order.amount).div(order.rate).round(2, Big.roundDown),
            reason: 'buy_crypto',
            memo: order.orderNo,
          });
          order.status = 1;
        },
      })),
};
