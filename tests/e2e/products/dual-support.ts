import type { APIRequestContext } from '@playwright/test';
import { callAs } from '../support/api-call';

const ETH = 2;

export type DualProduct = { id: number; share_price: string; status: string; end_time: string };

/** An ETH put on sale now (bought with USDT), as the account of `token` reads the list. */
export async function ethPutOnSale(request: APIRequestContext, token: string): Promise<DualProduct> {
  const { dual_currencys: puts } = await callAs<{ dual_currencys: DualProduct[] }>(
    request,
    token,
    'GET',
    '/dual/index',
    { type: 'put', currency_id: ETH },
  );
  const onSale = puts.find((product) => product.status === '1');
  if (!onSale) throw new Error('no ETH put on sale at the mock’s instant');
  return onSale;
}
