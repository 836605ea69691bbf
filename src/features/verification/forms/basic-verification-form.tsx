import { Formik } from 'formik';
import { WriteForm } from '../../../shared/ui/form/write-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SelectField } from '../../../shared/ui/form/select-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import {
  basicVerificationSchema,
  emptyBasicVerification,
  ID_TYPES,
  type BasicVerificationValues,
} from './basic-verification.schema';
import { submitVerificationMaxLengths } from '../../../gen/form-lengths/submitVerification';

/** Basic (Lv1) verification: document type, real name, document number and issuing country. */
export function BasicVerificationForm({ onSubmit }: { onSubmit: (values: BasicVerificationValues) => Promise<void> }) {
  const { t } = useTranslation(['verification', 'validation']);
  return (
    <Formik initialValues={emptyBasicVerification} validationSchema={basicVerificationSchema} onSubmit={onSubmit}>
      <WriteForm lengths={submitVerificationMaxLengths} noValidate aria-label={t('form.basicTitle')}>
        <SelectField
          name="id_type"
          label={t('form.idType')}
          options={ID_TYPES.map((value) => ({ value, label: t(`idTypes.${value}`) }))}
        />
        <TextField name="name" label={t('form.name')} placeholder={t('form.namePlaceholder')} autoComplete="name" />
        <TextField
          name="country"
          label={t('form.country')}
          placeholder={t('form.countryPlaceholder')}
          autoComplete="country-name"
        />
        <TextField name="card_id" label={t('form.cardId')} placeholder={t('form.cardIdPlaceholder')} />
        <SubmitButton>{t('form.submit')}</SubmitButton>
      </WriteForm>
    </Formik>
  );
}
