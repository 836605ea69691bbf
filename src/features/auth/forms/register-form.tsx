import { Form, useFormikContext } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isEmail, isPhoneNumber } from '../../../shared/lib/validation/patterns';
import { CodeField } from '../../../shared/ui/form/code-field';
import { NewPasswordField, NewPasswordFields } from '../../../shared/ui/form/new-password-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSendVerificationCode } from '../api/send-code';
import { IdentityField } from '../components/identity-field';
import { IdentityTabs } from '../components/identity-tabs';
import styles from '../screens/auth.module.css';
import { IDENTITY_TYPES } from './identity';
import type { RegisterValues } from './register.schema';

/** Whether the identity is complete enough to send a code to. */
export const canSendCode = (values: Pick<RegisterValues, 'type' | 'user_string'>) =>
  values.type === 'mobile' ? isPhoneNumber(values.user_string.trim()) : isEmail(values.user_string.trim());

export function RegisterForm({ onPickAreaCode }: { onPickAreaCode: (values: RegisterValues) => void }) {
  const { t } = useTranslation(['auth', 'validation']);
  const { values } = useFormikContext<RegisterValues>();
  const sendVerificationCode = useSendVerificationCode();
  return (
    <Form className={styles.form} noValidate aria-label={t('register.title')}>
      <IdentityTabs types={IDENTITY_TYPES} label={t('identity.choose')} />
      <IdentityField
        name="user_string"
        type={values.type}
        areaCode={values.area_code}
        onPickAreaCode={() => onPickAreaCode(values)}
      />
      {values.type !== 'username' && (
        <CodeField
          name="code"
          label={t('register.code')}
          placeholder={t('register.codePlaceholder')}
          sendDisabled={!canSendCode(values)}
          onSend={() =>
            sendVerificationCode(
              { type: values.type, account: values.user_string, areaCode: values.area_code },
              'register',
            )
          }
        />
      )}
      <NewPasswordFields
        password={{ name: 'password', label: t('register.password'), placeholder: t('register.passwordPlaceholder') }}
        confirmation={{
          name: 're_password',
          label: t('register.rePassword'),
          placeholder: t('register.rePasswordPlaceholder'),
        }}
      />
      <NewPasswordField
        name="pay_password"
        label={t('register.payPassword')}
        placeholder={t('register.payPasswordPlaceholder')}
      />
      <TextField
        name="extension_code"
        label={t('register.invitationCode')}
        placeholder={t('register.invitationCodePlaceholder')}
        maxLength={12}
      />
      <SubmitButton>{t('register.submit')}</SubmitButton>
    </Form>
  );
}
