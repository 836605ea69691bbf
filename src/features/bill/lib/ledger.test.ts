import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import type { WalletLedgerPage, WalletLedgerRow } from '../../../gen/model';
import { entryDirection, fromLedgerPage } from './ledger';

const row = { id: 1 } as WalletLedgerRow;
const page = (count: number, limit = 10): WalletLedgerPage => ({
  list: Array.from({ length: count }, (_, index) => ({ ...row, id: index + 1 })),
  count: 25,
  limit,
  is_open_CTbi: '1',
});

describe('fromLedgerPage', () => {
  it.each<[number, boolean]>([
    [10, true],
    [7, false],
    [0, false],
  ])('a page of %i entries has more after it: %s', (count, hasMore) => {
    const shaped = fromLedgerPage(page(count));
    expect(shaped.items).toHaveLength(count);
    expect(shaped.hasMore).toBe(hasMore);
  });
});

describe('entryDirection', () => {
  itReturnsEach('%s -> %s', entryDirection, [
    ['12.5', 'in'],
    ['0.00000001', 'in'],
    ['-3.2', 'out'],
    ['-0.00', 'none'],
    ['0', 'none'],
    ['0.0000', 'none'],
  ]);
});
