import { Form, Formik } from 'formik';
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
import { submitVerificationMaxLengths } from '../../../gen/form-lengths';

/** Basic (Lv1) verification: document type, real name, document number and issuing country. */
export function BasicVerificationForm({ onSubmit }: { onSubmit: (values: BasicVerificationValues) => Promise<void> }) {
  const { t } = useTranslation(['verification', 'validation']);
  return (
    <Formik initialValues={emptyBasicVerification} validationSchema={basicVerificationSchema} onSubmit={onSubmit}>
      <Form noValidate aria-label={t('form.basicTitle')}>
        <SelectField
          name="id_type"
          label={t('form.idType')}
          options={ID_TYPES.map((value) => ({ value, label: t(`idTypes.${value}`) }))}
        />
        <TextField
          name="name"
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          autoComplete="name"
          maxLength={submitVerificationMaxLengths.name}
        />
        <TextField
          name="country"
          label={t('form.country')}
          placeholder={t('form.countryPlaceholder')}
          autoComplete="country-name"
          maxLength={submitVerificationMaxLengths.country}
        />
        <TextField
          name="card_id"
          label={t('form.cardId')}
          placeholder={t('form.cardIdPlaceholder')}
          maxLength={submitVerificationMaxLengths.card_id}
        />
        <SubmitButton>{t('form.submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}
