import type { ParseKeys } from 'i18next';
import { parseTime } from '../../../shared/lib/format/relative-time';

/** 2 not started, 1 on sale, 0 ended (or taken off sale). */
export type SaleState = 0 | 1 | 2;

type SaleWindow = { start_time: string; end_time: string; status: number };

/**
 * The specification's date helper: 2 before the start, during the window 1 or 0 as the sale flag says, 0 after
 * the end. The flag is the server's state, so an artwork sold or locked early reads as ended.
 */
export function saleState({ start_time, end_time, status }: SaleWindow, now: number): SaleState {
  const start = parseTime(start_time)?.getTime() ?? 0;
  const end = parseTime(end_time)?.getTime() ?? Number.POSITIVE_INFINITY;
  if (now < start) return status === 0 ? 0 : 2;
  if (now >= end) return 0;
  return status === 1 ? 1 : status === 2 ? 2 : 0;
}

/** Translation key of a sale state. */
export const SALE_STATE_KEY: Record<SaleState, ParseKeys<'nft'>> = {
  0: 'state.ended',
  1: 'state.onSale',
  2: 'state.notStarted',
};
