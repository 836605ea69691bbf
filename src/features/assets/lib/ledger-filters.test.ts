import { describe, expect, it } from 'vitest';
import { ledgerBody } from './ledger-filters';

describe('ledger filters', () => {
  it('asks for every account and coin by default, and for one account, coin and kind when chosen', () => {
    expect(ledgerBody({}, 1, 10)).toEqual({ page: 1, limit: 10, type: 0, currency: 0 });
    expect(ledgerBody({ account: 'stock', currency: 3, kind: 12 }, 2, 10)).toEqual({
      page: 2,
      limit: 10,
      type: 7,
      currency: 3,
      log_type: 12,
    });
  });
});
