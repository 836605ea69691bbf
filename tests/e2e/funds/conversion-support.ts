/**
 * What the conversion journeys share: the figures of the confirmation sheet and the spot balances of the pair they
 * convert (USDT paid, BTC received), to the last decimal the exchange keeps. Their texts are in funds-texts.ts.
 */
import Big from 'big.js';
import { newToken, signIn } from '../support/session';
import { expect, type Locator, type Page } from '../support/test';
import { labelledValue } from '../support/facts';
import { FUNDS_TEXTS } from './funds-texts';

const USDT = 3;
const BTC = 1;

/** The figure of a labelled fact or summary row ("10,623.37 USDT"), as an exact decimal. */
export const figure = async (scope: Locator, label: string) => {
  const value = labelledValue(scope, label);
  await expect(value).toHaveText(/\d/);
  return new Big((await value.innerText()).replace(/[^\d.]/g, ''));
};

/** Opens the conversion screen as a new account of its own, once the form has its quote; answers the token. */
export async function openConversion(page: Page, language: keyof typeof FUNDS_TEXTS): Promise<string> {
  const token = newToken();
  await signIn(page, { token, language });
  await page.goto('/#/pages/fund/transfer');
  // the page has loaded the quote when its rate shows
  await expect(page.getByRole('form', { name: FUNDS_TEXTS[language].conversion.form }).getByText(/≈/)).toBeVisible();
  return token;
}

/**
 * The spot balances of USDT and BTC (the page's coins, paid and received) to the last decimal the exchange keeps:
 * the page shows a coin's amounts at its display precision, shorter than that.
 */
export async function balances(page: Page, token: string) {
  const answer = await page.request.post('/api/user/getTransferList', { headers: { Authorization: token } });
  const { message } = (await answer.json()) as {
    message: { wallet: Array<{ currency: number; change_balance: string }> };
  };
  const of = (id: number) => new Big(message.wallet.find((row) => row.currency === id)!.change_balance);
  return { from: of(USDT), to: of(BTC) };
}
