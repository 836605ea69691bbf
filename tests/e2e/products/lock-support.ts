import type { APIRequestContext } from '@playwright/test';
import { callAs } from '../support/api-call';

/** What the app tells when a day of a lock-up's interest on 1,000 USDT is paid (lockThousandUsdt's order). */
export const DAY_OF_INTEREST_TOLD = {
  en: 'Lock-up mining paid 3.500000 USDT of interest',
  jp: 'ロックマイニングの利息 3.500000 USDT が支払われました',
} as const;

/**
 * Locks 1,000 USDT in product 1 of the contract's list (USDT, 0.35 % a day): 3.5 USDT of interest a day, as the
 * account of `token`, through the API.
 */
export async function lockThousandUsdt(request: APIRequestContext, token: string): Promise<void> {
  const [product] = await callAs<Array<{ id: number }>>(request, token, 'GET', '/lh/deposit/config');
  await callAs(request, token, 'POST', '/lh/deposit', { config_id: product.id, amount: '1000' });
}
