/**
 * Where the user's withdrawals go: the address book of withdrawal addresses, the domestic bank card and the
 * international (SWIFT) bank card. What is saved is what is read back; an empty card reads as empty fields,
 * as the backend answers before the user saved one.
 */
import type { Domain } from '../domain.ts';
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
type BankCard = Record<string, string> & { createdAt?: string };

export const payoutOf = userSlice<{
  addresses: SavedAddress[];
  bankCard: BankCard | null;
  internationalCard: Record<string, string> | null;
}>('payout', () => ({ addresses: [], bankCard: null, internationalCard: null }));

const BANK_FIELDS = [
  'real_name',
  'bank_name',
  'bank_branch',
  'bank_dizhi',
  'bank_account',
  'bank_code',
  'iban',
  'bank_address',
];
const INTERNATIONAL_FIELDS = [
  'aba_number',
  'real_name',
  'bank_account',
  'bank_name',
  'bank_network',
  'swift_code',
  'phone',
  'address',
];

const pick = (params: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, String(params[field] ?? '')]));

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
      return simplePage(rows, params.page as number, params.limit as number);
    },
    saveWalletAddress: (context) => {
      const { user, params, market } = context;
      const coin = market.coin(params.currency as number);
      if (!coin) refuse('unknownCurrency');
      if (!isCoinAddress(coin.id, params.address as string, params.type as string | undefined))
        refuse('invalidAddress');
      const book = payoutOf(user).addresses;
      const duplicate = book.find((saved) => saved.address === params.address && saved.id !== params.id);
      if (duplicate) refuse('addressExists');
      const fields = {
        currency: coin.id,
        name: (params.name as string | undefined) || coin.name,
        address: params.address as string,
        qrcode: params.qrcode as string,
        type: params.type as string,
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
      const card = payoutOf(user).bankCard;
      const banks = context.example<{ banks: Array<{ id: number; name: string }> }>('getBankCard').banks;
      const empty = Object.fromEntries(BANK_FIELDS.map((field) => [field, '']));
      return {
        ...(card ? { id: user.id + 80, user_id: user.id } : {}),
        ...empty,
        ...(card ? pick(card, BANK_FIELDS) : {}),
        alipay_account: '',
        wechat_nickname: '',
        wechat_account: '',
        account_number: loginOf(user),
        ...(card?.createdAt ? { create_time: card.createdAt } : {}),
        banks,
      };
    },
    saveBankCard: (context) => {
      payoutOf(context.user).bankCard = { ...pick(context.params, BANK_FIELDS), createdAt: dateTimeText(context.now) };
      return context.text('saved');
    },
    getInternationalBankCard: ({ user }) =>
      payoutOf(user).internationalCard ?? Object.fromEntries(INTERNATIONAL_FIELDS.map((field) => [field, ''])),
    saveInternationalBankCard: (context) => {
      payoutOf(context.user).internationalCard = pick(context.params, INTERNATIONAL_FIELDS);
      return context.text('saved');
    },
  },
};
