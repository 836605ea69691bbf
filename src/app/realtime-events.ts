/**
 * App-wide reactions to private socket events that no one screen owns:
 * - `session_revoked`: the session ended on the server (a login elsewhere, a logout, a new password): cleared as
 *   after a `999` answer, the user told why, and sent to login.
 * - `verification_result`: the user told of the review, and the verification state and profile read again.
 * - `mail_message`: a toast with the new message's title, and the message lists and unread badges read again.
 * - `deposit_result`, `withdraw_result`: the user told how the exchange reviewed the request, and the balances,
 *   ledgers and records read again.
 * - `nft_outbid`, `nft_auction_won`: the bidder told wherever they are (the payment deadline runs from the win),
 *   and the market's artworks, bids and orders read again.
 * - `balance_change`: every balance, ledger and order list it touches read again on whatever screen is open (Home's
 *   total, a product's orders, the trade forms' available amounts); what the exchange did by itself as time passed
 *   (a day's interest, a lock-up's term, a dual investment's settlement) is told as well, since no tap of the user
 *   caused it.
 * - `coupon_expired`: the user told how many coupons expired unused, and the coupon lists read again (an open list
 *   stops offering them).
 * What is read again is what each event's `x-invalidates` names in the realtime contract (invalidateAfterEvent).
 * Loaded with the realtime set-up, after the first signed-in page, never on the login screen.
 */
import type { ServerEventPayloads } from '../gen/socket/events';
import { anyKey, i18n, type AnyKeyT } from '../shared/i18n/i18n';
import { formatCoinAmount } from '../shared/lib/format/amount';
import { formatPrice } from '../shared/lib/format/number';
import { httpConfig, LOGIN_PATH } from '../shared/lib/http/http-config';
import { invalidateAfterEvent, type InvalidatingEvent } from '../shared/lib/query/invalidation';
import { loadQueryClient } from '../shared/lib/query/load-query-client';
import { onRealtimeEvent } from '../shared/realtime/holdings';

const NAMESPACE = 'notices';

/** The notices' texts, loaded first: a push can arrive before any screen has needed them. */
async function noticeText(): Promise<AnyKeyT> {
  await i18n.loadNamespaces(NAMESPACE).catch(() => undefined);
  return anyKey(i18n.getFixedT(null, NAMESPACE));
}

async function notify(key: string, values?: Record<string, unknown>, text?: string): Promise<void> {
  const message = text || (await noticeText())(key, values ?? {});
  const config = httpConfig();
  config.toast(message, config.toastDurationMs);
}

async function onSessionRevoked(event: ServerEventPayloads['session_revoked']): Promise<void> {
  const config = httpConfig();
  if (!config.getToken()) return;
  await notify(`session.${event.reason}`, undefined, event.message);
  config.clearSession();
  setTimeout(() => config.navigate(LOGIN_PATH), config.redirectDelayMs);
}

async function onVerificationResult(event: ServerEventPayloads['verification_result']): Promise<void> {
  await reloadWhileTelling('verification_result', async () => {
    const level = (await noticeText())(`verification.level${event.real_type}`);
    if (event.review_status === 2) await notify('verification.approved', { level });
    else await notify('verification.rejected', { level, reason: event.reason ?? '' });
  });
}

async function onMail(event: ServerEventPayloads['mail_message']): Promise<void> {
  const message = event.message;
  await reloadWhileTelling('mail_message', async () => {
    if (message) await notify('mail.new', { title: message.title });
  });
}

/**
 * Reads again what the event changed while the user is told of it: the screens do not wait for the notices'
 * texts, which a first push may have to download.
 */
async function reloadWhileTelling(event: InvalidatingEvent, tell: () => Promise<void>): Promise<void> {
  await Promise.all([loadQueryClient().then((client) => invalidateAfterEvent(client, event)), tell()]);
}

/** Tells the user what happened and reads again what the event changed. */
const tellAndReload = (key: string, values: Record<string, unknown> | undefined, event: InvalidatingEvent) =>
  reloadWhileTelling(event, () => notify(key, values));

/** The movements the exchange makes on its own as time passes, each with its notice. */
const TOLD_MOVEMENTS: Partial<Record<ServerEventPayloads['balance_change']['reason'], string>> = {
  lockming_interest: 'products.interestPaid',
  lockming_redeem: 'products.lockupMatured',
  dual_settle: 'products.dualSettled',
};

async function onBalanceChange(event: ServerEventPayloads['balance_change']): Promise<void> {
  const notice = TOLD_MOVEMENTS[event.reason];
  await reloadWhileTelling('balance_change', async () => {
    if (notice)
      await notify(notice, { amount: `${formatCoinAmount(event.change, event.currency_name)} ${event.currency_name}` });
  });
}

let attached = false;

export function listenToAccountEvents(): void {
  if (attached) return;
  attached = true;
  onRealtimeEvent('session_revoked', (event) => void onSessionRevoked(event));
  onRealtimeEvent('verification_result', (event) => void onVerificationResult(event));
  onRealtimeEvent('mail_message', (event) => void onMail(event));
  onRealtimeEvent(
    'deposit_result',
    (event) =>
      void tellAndReload(
        event.data.status === 2 ? 'funds.depositApproved' : 'funds.depositRejected',
        undefined,
        'deposit_result',
      ),
  );
  onRealtimeEvent(
    'withdraw_result',
    (event) =>
      void tellAndReload(
        event.data.status === 2 ? 'funds.withdrawalPaid' : 'funds.withdrawalRejected',
        undefined,
        'withdraw_result',
      ),
  );
  onRealtimeEvent(
    'nft_outbid',
    (event) =>
      void tellAndReload(
        'nft.outbid',
        { name: event.nft_name, price: `${formatPrice(event.price, 8)} ${event.currency_name}` },
        'nft_outbid',
      ),
  );
  onRealtimeEvent(
    'nft_auction_won',
    (event) => void tellAndReload('nft.won', { name: event.data.name }, 'nft_auction_won'),
  );
  onRealtimeEvent('balance_change', (event) => void onBalanceChange(event));
  onRealtimeEvent(
    'coupon_expired',
    (event) => void tellAndReload('rewards.couponExpired', { count: event.ids.length }, 'coupon_expired'),
  );
  // an agent's reply counts in the customer-service badge wherever the user is
  onRealtimeEvent(
    'chat_message',
    () => void loadQueryClient().then((client) => invalidateAfterEvent(client, 'chat_message')),
  );
}
