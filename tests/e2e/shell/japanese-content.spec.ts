/**
 * A Japanese reader meets no sentence in Latin script on the screens that show what the mock serves: the home
 * pop-up, announcements, the about page, IEO, financial products, the NFT market, copy trading and the support
 * chat. Names stay names (tickers, handles, e-mail addresses), so only a run of three Latin words counts.
 */
import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/session';

const LATIN_SENTENCE = /[A-Za-z][A-Za-z'’-]*(?:[ ,.:;!?]+[A-Za-z][A-Za-z'’-]*){2,}/g;

/** The page's visible text, e-mail addresses and links aside, once it has shown some Japanese. */
async function latinSentencesOn(page: Page): Promise<string[]> {
  await expect(page.locator('main').first()).toContainText(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u);
  // let the screen's reads arrive and render
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  return (text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ').match(LATIN_SENTENCE) ?? []).map((match) => match.trim());
}

const SCREENS: Array<[string, string]> = [
  ['home', '/pages/index/index'],
  ['announcements', '/pages/mailMessage/ggList'],
  ['about us', '/pages/common/aboutus'],
  ['IEO', '/pages/ieo/ieo'],
  ['financial products', '/pages/financial/index'],
  ['lock-up mining', '/pages/lockming/lockming'],
  ['dual investment', '/pages/invest/invest'],
  ['NFT market', '/pages/nft/nft'],
  ['copy trading', '/pages/follow/index'],
  ['support chat', '/pages/kefu/index'],
];

for (const [name, path] of SCREENS)
  test(`the ${name} screen reads as Japanese`, async ({ page }) => {
    await signIn(page, { language: 'jp', popup: name === 'home' });
    await page.goto(`/#${path}`);
    if (name === 'home') await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await latinSentencesOn(page)).toEqual([]);
  });
