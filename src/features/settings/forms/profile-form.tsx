import { Formik } from 'formik';
import { WriteForm } from '../../../shared/ui/form/write-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUpdateNickname } from '../../../gen/api/settings/settings';
import type { UserProfile } from '../../../gen/model';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { profileSchema, type ProfileValues } from './profile.schema';
import { updateNicknameMaxLengths } from '../../../gen/form-lengths/updateNickname';

/** Nickname and signature; saved together. */
export function ProfileForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation(['settings', 'validation']);
  const { mutateAsync } = useUpdateNickname();
  const onSubmit = async (values: ProfileValues) => {
    const signature = values.signature?.trim();
    try {
      await mutateAsync({ data: { nickname: values.nickname.trim(), ...(signature && { signature }) } });
      showToast(t('profile.saved'));
    } catch {
      // the server's reason was shown; the form keeps what the user typed
    }
  };
  return (
    <Formik<ProfileValues>
      initialValues={{ nickname: user.nickname ?? '', signature: user.signature }}
      validationSchema={profileSchema}
      onSubmit={onSubmit}
    >
      <WriteForm lengths={updateNicknameMaxLengths} noValidate aria-label={t('profile.formLabel')}>
        <TextField
          name="nickname"
          label={t('profile.nickname')}
          placeholder={t('profile.nicknamePlaceholder')}
          autoComplete="nickname"
        />
        <TextField name="signature" label={t('profile.signature')} placeholder={t('profile.signaturePlaceholder')} />
        <SubmitButton>{t('profile.save')}</SubmitButton>
      </WriteForm>
    </Formik>
  );
}
