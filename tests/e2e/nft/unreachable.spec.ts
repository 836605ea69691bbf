/**
 * NFT writes confirmed while the exchange cannot be reached say so, in Japanese and in English: a purchase, a resale
 * and an auction's margin, each confirmed with the connection refused, then with a gateway's 502, then with the
 * exchange answering (support/outage.ts): the user reads why, the button comes back, and what the last tap did is
 * done once (the artwork in the collection, on resale, the margin paid and the bid open).
 */
import { submitsThroughOutage } from '../support/outage';
import { newToken, signIn } from '../support/session';
import { expect, test } from '../support/test';
import { NFT_TEXTS } from './nft-texts';
import { fixedPriceResale, ownAuction, ownOpenedBox } from './support';

for (const language of ['jp', 'en'] as const) {
  const text = NFT_TEXTS[language];
  const throughOutage = submitsThroughOutage(language, text.confirm);

  test(`${language}: a purchase confirmed while the exchange is unreachable says why, then goes through once`, async ({
    page,
  }) => {
    await signIn(page, { token: newToken(), language });
    // an artwork of a seller of its own, which no journey beside this one can buy first
    const artwork = await fixedPriceResale(page.request, '25.5');
    await page.goto(`/#/pages/nft/artworkDetail?id=${artwork.id}`);
    const submit = page.getByRole('button', { name: text.buy.submit, exact: true });
    const calls = await throughOutage(page, submit, text.buy.sheet, '/bind_box/buyNFT', text.buy.pay);
    expect(calls).toEqual(['POST', 'POST', 'POST']);
    await expect(page).toHaveURL(/#\/pages\/nft\/myNft/);
    await expect(page.getByRole('list', { name: text.collection }).getByRole('listitem')).toHaveCount(1);
  });

  test(`${language}: a resale confirmed while the exchange is unreachable says why, then is listed once`, async ({
    page,
  }) => {
    const token = newToken();
    await signIn(page, { token, language });
    const artwork = await ownOpenedBox(page.request, token);
    await page.goto(`/#/pages/nft/resell?code=${artwork.code}`);
    await page.getByLabel(text.resell.price, { exact: true }).fill('40');
    const submit = page.getByRole('button', { name: text.resell.submit, exact: true });
    const calls = await throughOutage(page, submit, text.resell.sheet, '/bind_box/resellNFT');
    expect(calls).toEqual(['POST', 'POST', 'POST']);
    // the account's one artwork (its name is in the page's language)
    const owned = page.getByRole('list', { name: text.collection }).getByRole('listitem');
    await expect(owned).toHaveCount(1);
    await expect(owned).toContainText(text.resell.onResale);
  });

  test(`${language}: an auction's margin confirmed while the exchange is unreachable says why, then is paid once`, async ({
    page,
  }) => {
    await signIn(page, { token: newToken(), language });
    // an auction of a seller of its own, running for a day on the shared clock
    const artwork = await ownAuction(page.request, { price: '20', step: '1', endsInMs: 86_400_000 });
    await page.goto(`/#/pages/nft/artworkDetail?id=${artwork.id}`);
    const submit = page.getByRole('button', { name: text.margin.submit, exact: true });
    const calls = await throughOutage(page, submit, text.margin.sheet, '/bind_box/marginNFT');
    expect(calls).toEqual(['POST', 'POST', 'POST']);
    await expect(page.getByRole('button', { name: text.margin.bid, exact: true })).toBeVisible();
    await expect(submit).toHaveCount(0);
  });
}
