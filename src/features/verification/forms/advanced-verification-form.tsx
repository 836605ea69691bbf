import { Form, Formik } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ImageField } from '../../../shared/ui/form/image-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import styles from '../screens/verification.module.css';
import {
  advancedVerificationSchema,
  emptyAdvancedVerification,
  type AdvancedVerificationValues,
} from './advanced-verification.schema';

/** Advanced (Lv2) verification: pictures of the front and the back of the document. */
export function AdvancedVerificationForm({
  onSubmit,
}: {
  onSubmit: (values: AdvancedVerificationValues) => Promise<void>;
}) {
  const { t } = useTranslation(['verification', 'validation']);
  return (
    <Formik initialValues={emptyAdvancedVerification} validationSchema={advancedVerificationSchema} onSubmit={onSubmit}>
      <Form noValidate aria-label={t('form.advancedTitle')}>
        <div className={styles.uploads}>
          <ImageField name="front_pic" label={t('form.front')} />
          <ImageField name="reverse_pic" label={t('form.back')} />
        </div>
        <SubmitButton>{t('form.submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}
