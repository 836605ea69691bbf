import { Formik } from 'formik';
import { WriteForm } from '../../../shared/ui/form/write-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { NewPasswordFields } from '../../../shared/ui/form/new-password-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { changePasswordSchema, emptyChangePassword, type ChangePasswordValues } from './change-password.schema';
import { changeFundPasswordMaxLengths } from '../../../gen/form-lengths/changeFundPassword';
import { changeLoginPasswordMaxLengths } from '../../../gen/form-lengths/changeLoginPassword';

type ChangePasswordFormProps = {
  /** 'login' or 'fund': which password the labels speak of. */
  kind: 'login' | 'fund';
  /** Saves the new password; resolves true when the server accepted it. */
  onSave: (values: ChangePasswordValues) => Promise<boolean>;
};

/** The current password and the new one twice. */
export function ChangePasswordForm({ kind, onSave }: ChangePasswordFormProps) {
  const { t } = useTranslation(['security', 'validation']);
  return (
    <Formik
      initialValues={emptyChangePassword}
      validationSchema={changePasswordSchema(kind)}
      onSubmit={async (values) => {
        await onSave(values);
      }}
    >
      <WriteForm
        lengths={kind === 'login' ? changeLoginPasswordMaxLengths : changeFundPasswordMaxLengths}
        noValidate
        aria-label={t(`${kind}.title`)}
      >
        <PasswordField
          name="old_password"
          label={t(`${kind}.current`)}
          placeholder={t('password.currentPlaceholder')}
        />
        <NewPasswordFields
          password={{ name: 'password', label: t(`${kind}.new`), placeholder: t('password.newPlaceholder') }}
          confirmation={{
            name: 're_password',
            label: t(`${kind}.confirm`),
            placeholder: t('password.confirmPlaceholder'),
          }}
        />
        <SubmitButton>{t('password.submit')}</SubmitButton>
      </WriteForm>
    </Formik>
  );
}
