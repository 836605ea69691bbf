/**
 * A new user's first day, as the sandbox keeps it: registration with the code from the outbox, a first buy refused
 * with the server's reason (identity verification), the phone the verification asks for bound with an SMS code,
 * the verification approved on the mock's clock, then a market buy that fills and shows in the order history. It
 * moves the mock's clock, so it runs on a mock of its own (playwright.config.ts).
 */
import { expectToast } from '../support/toasts';
import { moveMockClock } from '../support/mock-clock';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { appText, serverText } from '../support/catalogue';
import { readCodeSentBy } from '../support/outbox';
import { routePath } from '../support/session';
import { CPU_SLOWDOWN } from '../support/slowdown';
import { field } from '../support/fields';

const PAIR = {
  symbol: 'LTC/USDT',
  coin: 'LTC',
  path: '/#/pages/transaction/index?currency_id=4&legal_id=3&section=coins',
};

type Texts = (key: string, values?: Record<string, string | number>) => string;

async function register(page: Page, t: Texts, email: string) {
  await page.goto('/#/pages/common/register');
  await field(page, t('auth:identity.emailLabel')).fill(email);
  const code = await readCodeSentBy(page, t('common:form.sendCode'), email, 'register');
  await field(page, t('auth:register.code')).fill(code);
  await field(page, t('auth:register.password')).fill('secret123');
  await field(page, t('auth:register.rePassword')).fill('secret123');
  await page.getByRole('button', { name: t('auth:register.submit'), exact: true }).click();
  await expect.poll(() => routePath(page)).toBe('/pages/common/login');
  await field(page, t('auth:login.password')).fill('secret123');
  await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
  await expect.poll(() => routePath(page)).toBe('/pages/index/index');
}

async function buyAtMarket(page: Page, t: Texts) {
  await page.goto(PAIR.path);
  await expect(page.getByLabel(t('trade:lastPrice'))).toHaveText(/\d/);
  const form = page.getByRole('form', { name: t('trade:spot.formLabel') });
  await form.getByRole('radio', { name: t('trade:kind.market') }).click();
  await field(page, t('trade:spot.amount')).fill('0.5');
  await form.getByRole('button', { name: t('trade:spot.submitBuy', { coin: PAIR.coin }) }).click();
  await page
    .getByRole('dialog', { name: t('trade:spot.confirmTitle') })
    .getByRole('button', { name: t('common:actions.confirm') })
    .click();
}

for (const language of ['jp', 'en'] as const) {
  const t: Texts = (key, values) => appText(language, key, values);

  test(`in ${language}: registered, refused a buy until verified, binds a phone, is verified, and a buy fills`, async ({
    page,
    request,
  }) => {
    // a whole first day: eight screens and a review on the mock's clock
    test.setTimeout(60_000 * CPU_SLOWDOWN);
    await page.addInitScript((lang) => {
      if (sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      localStorage.setItem('h5Version', '1');
      localStorage.setItem('tradedesk:seen-popups', '[320]');
      localStorage.setItem(
        'tradedesk:preferences',
        JSON.stringify({
          state: { language: lang, fiat: { currency_code: 'JPY', rate: '153', saveTime: 0 } },
          version: 0,
        }),
      );
    }, language);
    const suffix = randomBytes(4).toString('hex');
    await register(page, t, `first-day-${language}-${suffix}@example.com`);

    // the exchange refuses to trade before identity verification, and says so where the user is sent
    await buyAtMarket(page, t);
    await expect.poll(() => routePath(page)).toBe('/pages/setting/real_mark');
    await expectToast(page, serverText(language, 'verificationRequired'));
    await page.getByRole('link', { name: t('verification:actions.start') }).click();
    const bindings = page.getByRole('alert').filter({ hasText: t('verification:bindings.title') });
    await expect(bindings).toContainText(t('verification:bindings.phone'));
    await bindings.getByRole('link', { name: t('verification:bindings.toSecurity') }).click();

    // the phone, with the SMS code the sandbox sent to it
    const phone = `090${parseInt(suffix, 16) % 100_000_000}`.padEnd(11, '0');
    await page.getByText(t('security:phone.bindHint')).click();
    await field(page, t('security:phone.number')).fill(phone);
    const code = await readCodeSentBy(page, t('common:form.sendCode'), phone, 'mobile');
    await field(page, t('security:phone.code')).fill(code);
    await page.getByRole('button', { name: t('security:phone.submit'), exact: true }).click();
    await expectToast(page, serverText(language, 'phoneBound'));
    await expect(page.getByText(t('security:phone.changeHint'))).toBeVisible();

    // back to the verification, which no longer asks for bindings
    await page.goBack();
    await expect.poll(() => routePath(page)).toBe('/pages/setting/real');
    await expect(page.getByText(t('verification:bindings.title'))).toHaveCount(0);
    await field(page, t('verification:form.idType')).selectOption({ label: t('verification:idTypes.1') });
    await field(page, t('verification:form.name')).fill('Kenji Tanaka');
    await field(page, t('verification:form.cardId')).fill('TR4829173');
    await page.getByRole('button', { name: t('verification:form.submit') }).click();
    await expect.poll(() => routePath(page)).toBe('/pages/setting/real_mark');
    const basic = t('verification:levels.basic');
    await expect(
      page.getByRole('heading', { name: t('verification:status.underReview', { level: basic }) }),
    ).toBeVisible();
    // the exchange reviews a verification ten seconds (of the mock's clock) after it was submitted
    await moveMockClock(request, 11_000);
    await expect(
      page.getByRole('heading', { name: t('verification:status.verified', { level: basic }) }),
    ).toBeVisible();

    // now the buy fills, and shows in the order history
    await buyAtMarket(page, t);
    await expectToast(page, t('trade:spot.placed'));
    const lists = page.getByRole('radiogroup', { name: t('trade:spotOrders.label') });
    await lists.getByRole('radio', { name: t('trade:spotOrders.tabs.history') }).click();
    const order = page.getByRole('article', { name: new RegExp(`^${PAIR.symbol.replace('/', '\\/')} `) });
    await expect(order).toHaveCount(1);
    await expect(order.getByText(t('trade:spotOrders.done'))).toBeVisible();
  });
}
