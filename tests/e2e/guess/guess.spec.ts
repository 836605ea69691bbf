/**
 * A bet in the guess game as a user places it: a round taking bets (the mock's clock moved to one when none has
 * time left), a stake under the round's minimum refused with the amount kept, then a bet that shows in my bets
 * with the spot balance reduced by the stake, then settled by the guess_result push once the round ends.
 */
import { expect, test, type APIRequestContext } from '../support/test';
import { newToken, signIn } from '../support/session';

const PERIOD = 30 * 60_000;
const BETTING = 25 * 60_000;
const controls = '/api/__sandbox';

/** Makes sure a round takes bets for a few minutes more: otherwise moves the clock to the next round's opening. */
async function roundOpenForBets(request: APIRequestContext) {
  const { clock } = (await (await request.get(`${controls}/stats`)).json()) as { clock: { now: number } };
  const intoPeriod = clock.now % PERIOD;
  if (intoPeriod < BETTING - 5 * 60_000) return;
  await request.post(`${controls}/clock`, { data: { advanceMs: PERIOD - intoPeriod + 1000 } });
}

const usdt = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('places a bet: refused under the minimum, then listed in my bets with the balance reduced', async ({
  page,
  request,
}) => {
  await roundOpenForBets(request);
  await signIn(page, { language: 'en', token: newToken() });
  await page.goto('/#/pages/game/game');
  const balance = page.locator('p', { hasText: 'Available' }).locator('strong');
  await expect(balance).toHaveText(/USDT$/);
  const before = usdt(await balance.textContent());

  const open = page.getByRole('article').filter({ hasText: 'Guessing' }).first();
  // betting closes within the round's 25 minutes, counted on the mock's clock
  await expect(open.getByRole('timer')).toHaveText(/^00:([01]\d|2[0-5]):\d\d$/);
  await open.getByRole('button', { name: /^Above/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Bet on Above' });
  const stake = sheet.getByLabel('Stake', { exact: true });
  await stake.fill('4');
  await sheet.getByRole('button', { name: 'Place bet' }).click();
  await expect(stake).toHaveAccessibleDescription(/5 USDT/);
  await expect(stake).toHaveValue('4');

  await stake.fill('50');
  await expect(sheet.getByText('A right guess pays 96.000000 USDT (1.92x)')).toBeVisible();
  await sheet.getByRole('button', { name: 'Place bet' }).click();

  await expect(page).toHaveURL(/tab=bets/);
  const bet = page.getByRole('article').filter({ hasText: 'Above at 1.92x' }).first();
  await expect(bet.getByText('50.000000 USDT')).toBeVisible();
  await expect(bet.getByText('Waiting for the result')).toBeVisible();
  await expect.poll(async () => usdt(await balance.textContent())).toBeCloseTo(before - 50, 2);

  // the round ends and is settled on the mock's clock: the guess_result push updates the bet where it is shown
  await request.post(`${controls}/clock`, { data: { advanceMs: PERIOD + 60_000 } });
  await expect(bet.getByText(/^(Guessed right|Missed)$/)).toBeVisible();
  await expect(bet.getByText('Over', { exact: true })).toBeVisible();
});
