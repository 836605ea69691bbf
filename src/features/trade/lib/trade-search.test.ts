import { expect, it } from 'vitest';
import { parseTradeSearch } from './trade-search';

it('parses the pair ids and section, dropping bad values', () => {
  expect(parseTradeSearch({ currency_id: '5', legal_id: 3, section: 'futures' })).toEqual({
    currency_id: 5,
    legal_id: 3,
    section: 'futures',
  });
  expect(parseTradeSearch({ currency_id: 'x', section: 'nope' })).toEqual({});
});
