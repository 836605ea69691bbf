import { WriteForm } from '../../../shared/ui/form/write-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NewPasswordField, NewPasswordFields } from '../../../shared/ui/form/new-password-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import styles from '../screens/auth.module.css';
import { IDENTITY_TYPES } from './identity';
import { registerUserMaxLengths } from '../../../gen/form-lengths/registerUser';
import { IdentityCodeFields } from './identity-code-fields';
import type { RegisterValues } from './register.schema';

export function RegisterForm({ onPickAreaCode }: { onPickAreaCode: (values: RegisterValues) => void }) {
  const { t } = useTranslation(['auth', 'validation']);
  return (
    <WriteForm lengths={registerUserMaxLengths} className={styles.form} noValidate aria-label={t('register.title')}>
      <IdentityCodeFields
        name="user_string"
        types={IDENTITY_TYPES}
        purpose="register"
        onPickAreaCode={onPickAreaCode}
      />
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
      />
      <SubmitButton>{t('register.submit')}</SubmitButton>
    </WriteForm>
  );
}
