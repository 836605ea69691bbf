import { Formik } from 'formik';
import { setFundPasswordWithCodeMaxLengths } from '../../../gen/form-lengths/setFundPasswordWithCode';
import { WriteForm } from '../../../shared/ui/form/write-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSendEmailCode } from '../../../gen/api/auth/auth';
import { useSetFundPasswordWithCode } from '../../../gen/api/settings/settings';
import { CodeField } from '../../../shared/ui/form/code-field';
import { NewPasswordFields } from '../../../shared/ui/form/new-password-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { maskEmail } from '../lib/mask';
import { emptyPayPassword, payPasswordSchema, type PayPasswordValues } from './pay-password.schema';

/** The fund password, proven by a code e-mailed to the user's bound address. */
export function PayPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation(['security', 'validation']);
  const { mutateAsync } = useSetFundPasswordWithCode();
  const emailCode = useSendEmailCode();
  const sendCode = async () => showToast(await emailCode.mutateAsync({ data: { user_string: email, type: 'safe' } }));
  const onSubmit = async (values: PayPasswordValues) => {
    try {
      showToast(await mutateAsync({ data: { ...values, code: values.code.trim() } }));
    } catch {
      return; // the server's reason was shown; the form keeps what the user typed
    }
    onDone();
  };
  return (
    <Formik initialValues={emptyPayPassword} validationSchema={payPasswordSchema} onSubmit={onSubmit}>
      <WriteForm lengths={setFundPasswordWithCodeMaxLengths} noValidate aria-label={t('pay.title')}>
        <CodeField
          name="code"
          label={t('pay.code', { email: maskEmail(email) })}
          placeholder={t('pay.codePlaceholder')}
          onSend={sendCode}
        />
        <NewPasswordFields
          password={{ name: 'password', label: t('pay.new'), placeholder: t('password.newPlaceholder') }}
          confirmation={{
            name: 're_password',
            label: t('pay.confirm'),
            placeholder: t('password.confirmPlaceholder'),
          }}
        />
        <SubmitButton>{t('pay.submit')}</SubmitButton>
      </WriteForm>
    </Formik>
  );
}
