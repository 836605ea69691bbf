import { describe, expect, it } from 'vitest';
import { toSaveWalletBody } from './add-wallet-body';

const values = {
  currency: '3',
  type: 'TRC20',
  name: '',
  address: ' TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8e ',
  qrcode: '/upload/20261102/1.jpg',
};

describe('toSaveWalletBody', () => {
  it("sends the coin id as a number and the coin's name when no label was given", () => {
    expect(toSaveWalletBody(values, 'USDT')).toEqual({
      currency: 3,
      type: 'TRC20',
      name: 'USDT',
      address: 'TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8e',
      qrcode: '/upload/20261102/1.jpg',
    });
  });

  it("keeps the user's label", () => {
    expect(toSaveWalletBody({ ...values, name: ' Cold wallet ' }, 'USDT').name).toBe('Cold wallet');
  });
});
