import { object, type InferType } from 'yup';
import { saveWalletAddressRules as rules } from '../../../gen/form-rules';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { plainLabelCharacters, requiredChoice } from '../../../shared/lib/validation/rules';

/** Chains the contract knows. */
export const CHAINS = ['TRC20', 'ERC20', 'OMNI', 'BTC'] as const;

/**
 * A withdrawal address: coin, chain, optional label, the address and its QR code, as the contract bounds them
 * (the address 26-64 letters or digits, the QR code an uploaded picture); a label has no special characters.
 */
export const addWalletSchema = object({
  currency: requiredChoice(),
  type: requiredChoice(),
  name: plainLabelCharacters(rules.name().trim()),
  address: rules
    .address({ min: VALIDATION.walletAddress, max: VALIDATION.walletAddress, pattern: VALIDATION.walletAddress })
    .trim(),
  qrcode: rules.qrcode({ required: VALIDATION.qrcodeRequired, pattern: VALIDATION.qrcodeRequired }),
});

export type AddWalletValues = InferType<typeof addWalletSchema>;
export const emptyAddWallet: AddWalletValues = { currency: '', type: 'TRC20', name: '', address: '', qrcode: '' };
