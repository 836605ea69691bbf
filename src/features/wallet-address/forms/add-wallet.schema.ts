import { object, string, type InferType } from 'yup';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { plainLabelRule, requiredChoice, uploadedImageRule } from '../../../shared/lib/validation/rules';

/** Chains the contract knows. */
export const CHAINS = ['TRC20', 'ERC20', 'OMNI', 'BTC'] as const;

/** A withdrawal address: coin, chain, optional label, the address (26-64 letters or digits) and its QR code. */
export const addWalletSchema = object({
  currency: requiredChoice(),
  type: requiredChoice(),
  name: plainLabelRule(32),
  address: string()
    .trim()
    .required(VALIDATION.required)
    .matches(/^[A-Za-z0-9]{26,64}$/, VALIDATION.walletAddress),
  qrcode: uploadedImageRule(VALIDATION.qrcodeRequired),
});

export type AddWalletValues = InferType<typeof addWalletSchema>;
export const emptyAddWallet: AddWalletValues = { currency: '', type: 'TRC20', name: '', address: '', qrcode: '' };
