import { Form, useFormikContext } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CodeField } from '../../../shared/ui/form/code-field';
import { NewPasswordFields } from '../../../shared/ui/form/new-password-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { useSendVerificationCode } from '../api/send-code';
import { IdentityField } from '../components/identity-field';
import { IdentityTabs } from '../components/identity-tabs';
import styles from '../screens/auth.module.css';
import { RECOVERY_TYPES, type ForgetValues } from './forget.schema';
import { canSendCode } from './register-form';

export function ForgetForm({ onPickAreaCode }: { onPickAreaCode: (values: ForgetValues) => void }) {
  const { t } = useTranslation(['auth', 'validation']);
  const { values } = useFormikContext<ForgetValues>();
  const sendVerificationCode = useSendVerificationCode();
  return (
    <Form className={styles.form} noValidate aria-label={t('forget.title')}>
      <IdentityTabs types={RECOVERY_TYPES} label={t('identity.choose')} />
      <IdentityField
        name="account"
        type={values.type}
        areaCode={values.area_code}
        onPickAreaCode={() => onPickAreaCode(values)}
      />
      <CodeField
        name="code"
        label={t('register.code')}
        placeholder={t('register.codePlaceholder')}
        sendDisabled={!canSendCode({ type: values.type, user_string: values.account })}
        onSend={() =>
          sendVerificationCode({ type: values.type, account: values.account, areaCode: values.area_code }, 'forget')
        }
      />
      <NewPasswordFields
        password={{ name: 'password', label: t('forget.password'), placeholder: t('register.passwordPlaceholder') }}
        confirmation={{
          name: 'repassword',
          label: t('forget.rePassword'),
          placeholder: t('register.rePasswordPlaceholder'),
        }}
      />
      <SubmitButton>{t('forget.submit')}</SubmitButton>
    </Form>
  );
}
