import { Formik } from 'formik';
import { WriteForm } from '../../../shared/ui/form/write-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Currency } from '../../../gen/model';
import { ImageField } from '../../../shared/ui/form/image-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { addWalletSchema, CHAINS, emptyAddWallet, type AddWalletValues } from './add-wallet.schema';
import { saveWalletAddressMaxLengths } from '../../../gen/form-lengths/saveWalletAddress';

type AddWalletFormProps = { coins: Currency[]; onSubmit: (values: AddWalletValues) => Promise<void> };

/** A withdrawal address: coin, chain, label, the address and a picture of its QR code. */
export function AddWalletForm({ coins, onSubmit }: AddWalletFormProps) {
  const { t } = useTranslation(['wallet-address', 'validation']);
  return (
    <Formik initialValues={emptyAddWallet} validationSchema={addWalletSchema} onSubmit={onSubmit}>
      <WriteForm lengths={saveWalletAddressMaxLengths} noValidate aria-label={t('add.title')}>
        <SelectField
          name="currency"
          label={t('add.currency')}
          placeholder={t('add.currencyPlaceholder')}
          options={coins.map((coin) => ({ value: String(coin.id), label: coin.name }))}
        />
        <SelectField
          name="type"
          label={t('add.chain')}
          options={CHAINS.map((chain) => ({ value: chain, label: chain }))}
        />
        <TextField name="name" label={t('add.name')} placeholder={t('add.namePlaceholder')} />
        <TextField
          name="address"
          label={t('add.address')}
          placeholder={t('add.addressPlaceholder')}
          autoComplete="off"
        />
        <ImageField name="qrcode" label={t('add.qrcode')} />
        <SubmitButton>{t('add.submit')}</SubmitButton>
      </WriteForm>
    </Formik>
  );
}
