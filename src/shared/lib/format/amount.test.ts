import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '../../testing/returns-each';
import { COIN_PRECISION } from '../../config/coin-precision';
import { coinPrecision, formatCoinAmount } from './amount';

describe('formatCoinAmount', () => {
  itReturnsEach('%s %s -> %s', formatCoinAmount, [
    ['12044.6164775', 'USDT', '12,044.616477'],
    ['2738.553', 'USDT', '2,738.553000'],
    ['0.13173843', 'BTC', '0.13173843'],
    ['0.1317', 'BTC', '0.13170000'],
    ['13056.8', 'USDT', '13,056.800000'],
    ['0', 'BTC', '0.00000000'],
    [12, 'ETH', '12.00000000'],
  ]);

  it('rounds down, never up, whatever the next digit', () => {
    expect(formatCoinAmount('0.999999999', 'USDT')).toBe('0.999999');
    expect(formatCoinAmount('1.0000009', 'USDT')).toBe('1.000000');
    expect(formatCoinAmount('-1234.5678999', 'USDT')).toBe('-1,234.567899');
    expect(formatCoinAmount('-0.0000001', 'USDT')).toBe('0.000000');
  });

  it('keeps every digit of huge and tiny values', () => {
    expect(formatCoinAmount('123456789012345678901.123456789', 'BTC')).toBe('123,456,789,012,345,678,901.12345678');
    expect(formatCoinAmount('0.00000001', 'BTC')).toBe('0.00000001');
    expect(formatCoinAmount('0.000000009', 'BTC')).toBe('0.00000000');
    expect(formatCoinAmount('1e-7', 'USDT')).toBe('0.000000');
  });

  it('shows two decimals for a coin the catalogue does not name', () => {
    expect(formatCoinAmount('42.129', 'AAPL')).toBe('42.12');
    expect(formatCoinAmount('42.129', undefined)).toBe('42.12');
    expect(coinPrecision('constructor')).toBe(2);
  });

  it.each([[''], ['abc'], ['1,000'], [null], [undefined]])('shows -- for %o', (value) => {
    expect(formatCoinAmount(value, 'USDT')).toBe('--');
  });
});

describe('coin precisions', () => {
  it("agree with the contract's coin catalogue (decimal_scale of listCurrencies)", () => {
    const path = new URL('../../../../openapi/paths/settings/currency@list.yaml', import.meta.url);
    type Example = { currency: { name: string; decimal_scale: number }[] };
    const operation = parse(readFileSync(path, 'utf8')) as {
      get: {
        responses: { 200: { content: { 'application/json': { examples: { ok: { value: { message: Example } } } } } } };
      };
    };
    const catalogue = operation.get.responses[200].content['application/json'].examples.ok.value.message.currency;
    expect(catalogue.length).toBeGreaterThan(0);
    for (const coin of catalogue) expect(COIN_PRECISION[coin.name], coin.name).toBe(coin.decimal_scale);
  });
});
