import { describe } from 'vitest';
import { itAcceptsEach, itRefusesEach } from '../../../shared/testing/schema-cases';
import { VALIDATION as V } from '../../../shared/lib/validation/messages';
import { addWalletSchema } from './add-wallet.schema';

const good = {
  currency: '3',
  type: 'TRC20',
  name: 'My USDT',
  address: 'TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8e',
  qrcode: '/upload/20261102/1793612345123456.jpg',
};

describe('addWalletSchema', () => {
  itAcceptsEach(addWalletSchema, [
    ['a TRC20 address', good],
    [
      'an ERC20 address without label',
      { ...good, type: 'ERC20', name: '', address: '0x1d2f0da169ceb9fc7b3144628db156f3f6c60dbe' },
    ],
  ]);

  itRefusesEach(addWalletSchema, good, [
    ['currency', '', V.choose],
    ['type', '', V.choose],
    ['name', 'cold<wallet>', V.nameSpecialCharacters],
    ['name', 'x'.repeat(33), V.tooLong],
    ['address', '', V.required],
    ['address', 'TQ5nM8wV3u9', V.walletAddress],
    ['address', 'TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8e!', V.walletAddress],
    ['address', 'a'.repeat(65), V.walletAddress],
    ['qrcode', '', V.qrcodeRequired],
  ]);
});
