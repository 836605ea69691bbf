import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { LeverPosition, LockMiningOrder, SpotOrder } from '../../../gen/model';
import { futuresView, lockMiningView, spotView } from './holding-view';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'orders'>;

describe('holding views', () => {
  it('shows a filled spot order at its fill price and links to the history', () => {
    const view = spotView(t, {
      id: 1,
      symbol: 'BTC/USDT',
      type: 2,
      status: 2,
      target_price: '0',
      trade_price: '65000.5',
      trade_amount: '0.01',
      charge_fee: '0.65',
      created_at: '2026-11-20 10:00:00',
    } as SpotOrder);
    expect(view.tone).toBe('down');
    expect(view.facts[0].value).toBe('65,000.5');
    expect(view).toMatchObject({ to: '/pages/transaction/currency_order', search: { list: 'history' } });
  });

  it('colours a losing open position and links to the positions', () => {
    const view = futuresView(t, {
      symbol: 'ETH/USDT',
      multiple: 10,
      type: 1,
      status: 1,
      status_name: 'Open',
      share: 2,
      price: '3000',
      profits: '-12.5',
      fact_profits: '0',
      time: '2026-11-20 10:00:00',
    } as LeverPosition);
    expect(view.facts[2]).toEqual({ label: 'facts.profit', value: '-12.5000', tone: 'down' });
    expect(view.search).toEqual({ list: 'positions' });
  });

  it('tells an early redemption from a redemption at term', () => {
    const order = {
      currency_name: 'USDT',
      amount: '1000',
      day_rate: '0.3',
      total_interest: '9',
      start_at: '2026-11-01',
      end_at: '2026-11-30',
    };
    expect(lockMiningView(t, { ...order, status: 2, is_cancel: 1 } as LockMiningOrder).status).toBe(
      'status.redeemedEarly',
    );
    expect(lockMiningView(t, { ...order, status: 2, is_cancel: 0 } as LockMiningOrder).status).toBe('status.redeemed');
  });
});
