import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { IeoMyOrder, LeverPosition, LockMiningOrder, SpotOrder } from '../../../gen/model';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { futuresView, ieoView, lockMiningView, spotView } from './holding-view';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'orders'>;

/** A BTC/USDT spot order as listSpotOrders answers it, with the fields a test sets. */
const spotOrder = (fields: Partial<SpotOrder>) =>
  ({ symbol: 'BTC/USDT', trade_amount: '0.01', created_at: '2026-11-20 10:00:00', ...fields }) as SpotOrder;

describe('holding views', () => {
  it('shows a filled spot order at its fill price and links to the history', () => {
    const view = spotView(
      t,
      spotOrder({ id: 1, type: 2, status: 2, target_price: '0', trade_price: '65000.5', charge_fee: '0.65' }),
    );
    expect(view.tone).toBe('down');
    expect(view.facts[0].value).toBe('65,000.5');
    expect(view.link).toEqual({ to: '/pages/transaction/currency_order', search: { list: 'history' } });
  });

  it('keeps a cancelled spot order, with what part of it filled, in the history', () => {
    const view = spotView(
      t,
      spotOrder({
        id: 2,
        type: 1,
        status: 3,
        target_price: '60000',
        trade_price: '0',
        filled_amount: '0',
        charge_fee: '0',
      }),
    );
    expect(view.status).toBe('status.cancelled');
    expect(view.facts[2]).toEqual({ label: 'facts.filled', value: '0.00000000' });
    expect(view.link.search).toEqual({ list: 'history' });
  });

  it("shows a spot quantity and fee with their coins' decimals, as the trade tab does (one formatter)", () => {
    const view = spotView(
      t,
      spotOrder({
        id: 3,
        type: 1,
        status: 2,
        target_price: '0',
        trade_price: '66000',
        trade_amount: '0.05',
        charge_fee: '3.3',
      }),
    );
    expect(view.facts[1]).toEqual({ label: 'facts.quantity', value: formatCoinAmount('0.05', 'BTC') });
    expect(view.facts[1].value).toBe('0.05000000');
    expect(view.facts[2]).toEqual({ label: 'facts.fee', value: '3.300000' });
  });

  it('shows what an IEO subscription cost, not the coins issued', () => {
    const order = { name: 'ZKL', status: 2, coin_amount: '5000', give_amount: '0', sell_begin: null };
    const paid = ieoView(t, { ...order, total_price: '250.00000000', pay_currency_name: 'USDT' } as IeoMyOrder);
    expect(paid.facts[0]).toEqual({ label: 'facts.paid', value: '250.000000 USDT' });
    expect(ieoView(t, order as IeoMyOrder).facts[0].value).toBe('--');
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
    expect(view.facts[2]).toEqual({ label: 'facts.profit', value: '-12.500000', tone: 'down' });
    expect(view.link.search).toEqual({ list: 'positions' });
  });

  it('shows a closed position at the price and time it closed, not its mark price', () => {
    const view = futuresView(t, {
      symbol: 'BTC/USDT',
      multiple: 5,
      type: 2,
      status: 3,
      status_name: 'Closed',
      share: 1,
      price: '66000',
      update_price: '65500.25',
      profits: '0',
      fact_profits: '24.5',
      time: '2026-11-20 10:00:00',
      complete_time: '2026-11-21 09:30:00',
    } as LeverPosition);
    expect(view.facts[0]).toEqual({ label: 'facts.closePrice', value: '65,500.25' });
    expect(view.facts[2]).toEqual({ label: 'facts.profit', value: '24.500000', tone: 'up' });
    expect(view.time).toBe('2026-11-21 09:30:00');
    expect(view.link.search).toEqual({ list: 'history' });
  });

  it('tells an early redemption from a redemption at term', () => {
    const order = {
      currency_name: 'USDT',
      amount: '1000',
      day_rate: '0.0035',
      total_interest: '9',
      start_at: '2026-11-01',
      end_at: '2026-11-30',
    };
    expect(lockMiningView(t, { ...order, status: 2, is_cancel: 1 } as LockMiningOrder).status).toBe(
      'status.redeemedEarly',
    );
    expect(lockMiningView(t, { ...order, status: 2, is_cancel: 0 } as LockMiningOrder).status).toBe('status.redeemed');
  });

  it('writes the daily yield in percent, as the product does', () => {
    const order = { currency_name: 'USDT', amount: '1000', day_rate: '0.0035', total_interest: '0', status: 1 };
    expect(lockMiningView(t, order as LockMiningOrder).facts[1].value).toBe('0.35%');
  });
});
