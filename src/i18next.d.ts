/**
 * The English catalogues are the shape of every language's texts (tests/i18n/catalogues.test.ts): typed from them,
 * `t` fails type-checking on a key no catalogue has.
 */
import type assets from './locales/en/assets.json';
import type auth from './locales/en/auth.json';
import type bankCard from './locales/en/bank-card.json';
import type bill from './locales/en/bill.json';
import type buy from './locales/en/buy.json';
import type common from './locales/en/common.json';
import type content from './locales/en/content.json';
import type copyTrading from './locales/en/copy-trading.json';
import type deposit from './locales/en/deposit.json';
import type download from './locales/en/download.json';
import type dualInvestment from './locales/en/dual-investment.json';
import type financialHub from './locales/en/financial-hub.json';
import type funds from './locales/en/funds.json';
import type guess from './locales/en/guess.json';
import type home from './locales/en/home.json';
import type ieo from './locales/en/ieo.json';
import type invite from './locales/en/invite.json';
import type loans from './locales/en/loans.json';
import type lockMining from './locales/en/lock-mining.json';
import type market from './locales/en/market.json';
import type messages from './locales/en/messages.json';
import type money from './locales/en/money.json';
import type nft from './locales/en/nft.json';
import type notices from './locales/en/notices.json';
import type orders from './locales/en/orders.json';
import type security from './locales/en/security.json';
import type settings from './locales/en/settings.json';
import type support from './locales/en/support.json';
import type trade from './locales/en/trade.json';
import type transfers from './locales/en/transfers.json';
import type validation from './locales/en/validation.json';
import type verification from './locales/en/verification.json';
import type walletAddress from './locales/en/wallet-address.json';
import type webView from './locales/en/web-view.json';
import type withdrawal from './locales/en/withdrawal.json';
import type scenarioPanel from './dev/scenario-panel/locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      assets: typeof assets;
      auth: typeof auth;
      'bank-card': typeof bankCard;
      bill: typeof bill;
      buy: typeof buy;
      common: typeof common;
      content: typeof content;
      'copy-trading': typeof copyTrading;
      deposit: typeof deposit;
      download: typeof download;
      'dual-investment': typeof dualInvestment;
      'financial-hub': typeof financialHub;
      funds: typeof funds;
      guess: typeof guess;
      home: typeof home;
      ieo: typeof ieo;
      invite: typeof invite;
      loans: typeof loans;
      'lock-mining': typeof lockMining;
      market: typeof market;
      messages: typeof messages;
      money: typeof money;
      nft: typeof nft;
      notices: typeof notices;
      orders: typeof orders;
      security: typeof security;
      settings: typeof settings;
      support: typeof support;
      trade: typeof trade;
      transfers: typeof transfers;
      validation: typeof validation;
      verification: typeof verification;
      'wallet-address': typeof walletAddress;
      'web-view': typeof webView;
      withdrawal: typeof withdrawal;
      scenarioPanel: typeof scenarioPanel;
    };
  }
}
