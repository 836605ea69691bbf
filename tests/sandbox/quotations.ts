/** The market as a user reads it through the generated client: the quotation list's rows and prices. */
import Big from 'big.js';
import type { Session } from './harness.ts';

/** A coin's row in the first market of the quotation list: its price, precision and minimum, as `session` reads them. */
export async function quotationOf(session: Session, coinId: number) {
  const [market] = await session.call((api) => api.listQuotations());
  const row = market.quotation.find((candidate) => candidate.id === coinId);
  if (!row) throw new Error(`no quotation of coin ${coinId}`);
  return row;
}

/** A coin's price now, as a big.js decimal (never a float). */
export const priceOf = async (session: Session, coinId: number): Promise<Big> =>
  new Big((await quotationOf(session, coinId)).now_price);
