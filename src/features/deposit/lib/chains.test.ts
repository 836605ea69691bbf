import { describe, expect, it } from 'vitest';
import { chainsOf } from './chains';

describe('deposit chains', () => {
  it('lists each chain of a multi-chain coin, and the coin’s own chain otherwise', () => {
    expect(chainsOf({ erc20: '0xabc', trc20: 'Tabc' }, 'USDT')).toEqual([
      { chain: 'ERC20', address: '0xabc' },
      { chain: 'TRC20', address: 'Tabc' },
    ]);
    expect(chainsOf('bc1qxy', 'BTC')).toEqual([{ chain: 'BTC', address: 'bc1qxy' }]);
  });
});
