/**
 * The sandbox's outbox (`GET /api/__sandbox/outbox`, through the app's origin and its proxy): the verification
 * codes the mock "sent" by e-mail or SMS, read as a developer reads a local mail catcher.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { OutboxMessage as SentCode } from '@tradedesk/mock-server/testing';

/** Every code sent (to one address when given), newest first. */
async function outbox(request: APIRequestContext, to?: string): Promise<SentCode[]> {
  const answer = await request.get(`/api/__sandbox/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  if (!answer.ok()) throw new Error(`the outbox could not be read: HTTP ${answer.status()}`);
  return (await answer.json()) as SentCode[];
}

/** Runs what sends a code (a click), waits for the mock's answer, then reads that code from the outbox. */
export async function sendAndReadCode(
  page: Page,
  send: () => Promise<unknown>,
  to: string,
  purpose: SentCode['purpose'],
): Promise<string> {
  const answered = page.waitForResponse((response) =>
    ['/api/sms_mail', '/api/sms_send'].includes(new URL(response.url()).pathname),
  );
  await send();
  await answered;
  const [newest] = (await outbox(page.request, to)).filter((message) => message.purpose === purpose);
  if (!newest) throw new Error(`no ${purpose} code was sent to ${to}`);
  return newest.code;
}

/** Taps the page's button named `button` (its "Send code"), then reads the code it sent to `to` from the outbox. */
export const readCodeSentBy = (page: Page, button: string, to: string, purpose: SentCode['purpose']) =>
  sendAndReadCode(page, () => page.getByRole('button', { name: button }).click(), to, purpose);

/** Sets the fund password of the account of `token` with the code e-mailed for it (a first login has none). */
export async function setFundPassword(request: APIRequestContext, token: string, password = 'fund7788') {
  const headers = { Authorization: token };
  const info = (await (await request.get('/api/user/info', { headers })).json()) as { message: { email: string } };
  const { email } = info.message;
  await request.post('/api/sms_mail', { form: { user_string: email, type: 'safe' } });
  const [sent] = (await outbox(request, email)).filter((message) => message.purpose === 'safe');
  const answer = await request.post('/api/safe/update_password', {
    headers,
    form: { password, re_password: password, code: sent.code },
  });
  const body = (await answer.json()) as { type: string; message: string };
  if (body.type !== 'ok') throw new Error(`the fund password was not set: ${body.message}`);
}
