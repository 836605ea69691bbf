/**
 * Where the user's withdrawals go: the address book of withdrawal addresses, the domestic bank card and the
 * international (SWIFT) bank card. What is saved is what is read back; an empty card reads as empty fields,
 * as the backend answers before the user saved one.
 */
import type { Domain, Params } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { isCoinAddress } from '../money/chain-addresses.ts';
import { dateTimeText } from '../format.ts';
import { simplePage } from '../pages.ts';
import { loginOf } from './profile.ts';

type SavedAddress = {
  id: number;
  currency: number;
  name: string;
  address: string;
  qrcode: string;
  type: string;
  createdAt: number;
};
/** A card is kept as the contract's save operation sends it (its fields, without the request's language). */
type BankCardFields = Omit<Params<'saveBankCard'>, 'lang'>;
type BankCard = BankCardFields & { createdAt?: string };
type InternationalCard = Omit<Params<'saveInternationalBankCard'>, 'lang'>;

export const payoutOf = userSlice<{
  addresses: SavedAddress[];
  bankCard: BankCard | null;
  internationalCard: InternationalCard | null;
}>('payout', () => ({ addresses: [], bankCard: null, internationalCard: null }));

/** What the cards read before one is saved: every field empty. */
const NO_BANK_CARD: BankCardFields = {
  real_name: '',
  bank_name: '',
  bank_branch: '',
  bank_dizhi: '',
  bank_account: '',
  bank_code: '',
  iban: '',
  bank_address: '',
};
const NO_INTERNATIONAL_CARD: InternationalCard = {
  aba_number: '',
  real_name: '',
  bank_account: '',
  bank_name: '',
  bank_network: '',
  swift_code: '',
  phone: '',
  address: '',
};

export const payoutDomain: Domain = {
  name: 'payout',
  handlers: {
    listWalletAddresses: ({ user, params, market }) => {
      const rows = payoutOf(user)
        .addresses.slice()
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .map((saved) => ({
          id: saved.id,
          user_id: user.id,
          currency: saved.currency,
          name: saved.name,
          address: saved.address,
          qrcode: saved.qrcode,
          type: saved.type,
          logo: market.coin(saved.currency)?.logo ?? '/upload/coin/usdt.svg',
          create_time: dateTimeText(saved.createdAt),
        }));
      return simplePage(rows, params.page, params.limit);
    },
    saveWalletAddress: (context) => {
      const { user, params, market } = context;
      const coin = market.coin(params.currency);
      if (!coin) refuse('unknownCurrency');
      if (!isCoinAddress(coin.id, params.address, params.type)) refuse('invalidAddress');
      const book = payoutOf(user).addresses;
      const duplicate = book.find((saved) => saved.address === params.address && saved.id !== params.id);
      if (duplicate) refuse('addressExists');
      const fields = {
        currency: coin.id,
        name: params.name || coin.name,
        address: params.address,
        qrcode: params.qrcode,
        type: params.type,
      };
      if (params.id !== undefined) {
        const saved = book.find((candidate) => candidate.id === params.id);
        if (!saved) refuse('notFound');
        Object.assign(saved, fields);
        return context.text('saved');
      }
      book.push({ id: context.nextId('wallet-address', 10), createdAt: context.now, ...fields });
      return context.text('added');
    },
    getBankCard: (context) => {
      const { user } = context;
      const saved = payoutOf(user).bankCard;
      const { createdAt, ...card }: BankCard = saved ?? NO_BANK_CARD;
      const { banks } = context.example('getBankCard');
      return {
        ...(saved ? { id: user.id + 80, user_id: user.id } : {}),
        ...card,
        alipay_account: '',
        wechat_nickname: '',
        wechat_account: '',
        account_number: loginOf(user),
        ...(createdAt ? { create_time: createdAt } : {}),
        banks,
      };
    },
    saveBankCard: (context) => {
      const { lang: _lang, ...card } = context.params;
      payoutOf(context.user).bankCard = { ...card, createdAt: dateTimeText(context.now) };
      return context.text('saved');
    },
    getInternationalBankCard: ({ user }) => payoutOf(user).internationalCard ?? NO_INTERNATIONAL_CARD,
    saveInternationalBankCard: (context) => {
      const { lang: _lang, ...card } = context.params;
      payoutOf(context.user).internationalCard = card;
      return context.text('saved');
    },
  },
};
