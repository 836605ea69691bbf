/**
 * The server's time as this device best knows it. Deadlines (an auction's payment window, a round's close, an
 * order's expiry) are the server's, and a phone's clock can be minutes off; every answer's `Date` header says the
 * server's time to the second, so each one narrows the range the offset lies in. When an answer falls outside
 * that range, one of the clocks moved (the device's was set, or a test moved the mock's): the range starts again.
 */
let low = -Infinity;
let high = Infinity;

/** Folds one answer in: its `Date` header, and when the request left and the answer came (device time). */
export function noteServerDate(header: string | null, sentAt: number, receivedAt: number): void {
  const serverSecond = header ? Date.parse(header) : NaN;
  if (Number.isNaN(serverSecond)) return;
  // the server wrote the header somewhere between sending and receiving, within the second it names
  const least = serverSecond - receivedAt;
  const most = serverSecond + 1000 - sentAt;
  if (least > high || most < low) [low, high] = [least, most];
  else [low, high] = [Math.max(low, least), Math.min(high, most)];
}

/** Milliseconds to add to the device's clock to read the server's (0 until an answer said). */
function serverOffset(): number {
  return Number.isFinite(low) ? Math.round((low + high) / 2) : 0;
}

export const serverNow = (): number => Date.now() + serverOffset();

/**
 * Forgets what was learnt, between tests.
 * @internal
 */
export function resetServerClock(): void {
  [low, high] = [-Infinity, Infinity];
}
