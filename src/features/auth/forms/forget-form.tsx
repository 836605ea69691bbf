import { WriteForm } from '../../../shared/ui/form/write-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NewPasswordFields } from '../../../shared/ui/form/new-password-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import styles from '../screens/auth.module.css';
import { RECOVERY_TYPES, type ForgetValues } from './forget.schema';
import { resetPasswordMaxLengths } from '../../../gen/form-lengths/resetPassword';
import { IdentityCodeFields } from './identity-code-fields';

export function ForgetForm({ onPickAreaCode }: { onPickAreaCode: (values: ForgetValues) => void }) {
  const { t } = useTranslation(['auth', 'validation']);
  return (
    <WriteForm lengths={resetPasswordMaxLengths} className={styles.form} noValidate aria-label={t('forget.title')}>
      <IdentityCodeFields name="account" types={RECOVERY_TYPES} purpose="forget" onPickAreaCode={onPickAreaCode} />
      <NewPasswordFields
        password={{ name: 'password', label: t('forget.password'), placeholder: t('register.passwordPlaceholder') }}
        confirmation={{
          name: 'repassword',
          label: t('forget.rePassword'),
          placeholder: t('register.rePasswordPlaceholder'),
        }}
      />
      <SubmitButton>{t('forget.submit')}</SubmitButton>
    </WriteForm>
  );
}
