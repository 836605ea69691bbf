/**
 * An artwork bought while the exchange cannot be reached says so, in Japanese and in English: the purchase is
 * confirmed with the connection refused, then with a gateway's 502, then with the exchange answering
 * (support/outage.ts): the user reads why, the button comes back, and the artwork is in the collection once.
 */
import { confirmThroughOutage } from '../support/outage';
import { newToken, signIn } from '../support/session';
import { expect, test } from '../support/test';
import { NFT_TEXTS } from './nft-texts';
import { fixedPriceResale } from './support';

for (const language of ['jp', 'en'] as const) {
  const text = NFT_TEXTS[language];

  test(`${language}: a purchase confirmed while the exchange is unreachable says why, then goes through once`, async ({
    page,
  }) => {
    await signIn(page, { token: newToken(), language });
    // an artwork of a seller of its own, which no journey beside this one can buy first
    const artwork = await fixedPriceResale(page.request, '25.5');
    await page.goto(`/#/pages/nft/artworkDetail?id=${artwork.id}`);
    const submit = page.getByRole('button', { name: text.buy.submit, exact: true });
    await submit.click();
    const calls = await confirmThroughOutage(page, {
      language,
      sheet: page.getByRole('dialog', { name: text.buy.sheet }),
      confirmLabel: text.buy.pay,
      writePath: '/bind_box/buyNFT',
      reopen: () => submit.click(),
    });
    expect(calls).toEqual(['POST', 'POST', 'POST']);
    await expect(page).toHaveURL(/#\/pages\/nft\/myNft/);
    await expect(page.getByRole('list', { name: text.collection }).getByRole('listitem')).toHaveCount(1);
  });
}
