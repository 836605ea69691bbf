import type { SaveWalletAddressBody } from '../../../gen/model';
import type { AddWalletValues } from './add-wallet.schema';

/** The save request: the coin id as a number, the label (the coin's name when none is given), trimmed. */
export function toSaveWalletBody(values: AddWalletValues, coinName: string): SaveWalletAddressBody {
  return {
    currency: Number(values.currency),
    type: values.type,
    name: values.name?.trim() || coinName,
    address: values.address.trim(),
    qrcode: values.qrcode,
  };
}
