import { expect, it } from 'vitest';
import { parseOrdersSearch } from './orders-search';

it('reads the order kind, dropping unknown ones', () => {
  expect(parseOrdersSearch({ kind: 'options' })).toEqual({ kind: 'options' });
  expect(parseOrdersSearch({ kind: 'lockming' })).toEqual({ kind: 'lockming' });
  expect(parseOrdersSearch({ kind: 'margin' })).toEqual({});
});
