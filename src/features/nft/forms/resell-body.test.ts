import { describe, expect, it } from 'vitest';
import { toResellBody } from './resell-body';

const code = '2c26b46b68ffc68ff99b453c1d304134';

describe('toResellBody', () => {
  it('sends a fixed-price resale without auction fields', () => {
    expect(
      toResellBody(code, {
        type: 'normal',
        price: ' 150 ',
        add_price: '5',
        start_time: '2026-11-24T10:00',
        end_time: '',
      }),
    ).toEqual({ code, type: 'normal', price: '150' });
  });
  it('sends an auction with its raise and window as the API writes times', () => {
    expect(
      toResellBody(code, {
        type: 'auction',
        price: '150',
        add_price: '5',
        start_time: '2026-11-24T10:00',
        end_time: '2026-11-26T10:30',
      }),
    ).toEqual({
      code,
      type: 'auction',
      price: '150',
      add_price: '5',
      start_time: '2026-11-24 10:00:00',
      end_time: '2026-11-26 10:30:00',
    });
  });
});
