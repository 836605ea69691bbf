import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUpdateAvatar } from '../../../gen/api/settings/settings';
import { ImageUpload } from '../../../shared/ui/image-upload/image-upload';
import { showToast } from '../../../shared/ui/toast/toast-store';

/** Picks a new avatar from the album, uploads it and makes it the profile picture. */
export function AvatarUpload({ current }: { current: string }) {
  const { t } = useTranslation('settings');
  const { mutateAsync, isPending } = useUpdateAvatar();
  const save = async (path: string) => {
    try {
      await mutateAsync({ data: { head_portrait: path } });
      showToast(t('profile.avatarSaved'));
    } catch {
      // the server's reason was shown
    }
  };
  return (
    <ImageUpload
      label={t('profile.avatar')}
      value={current}
      onUploaded={(path) => void save(path)}
      disabled={isPending}
    />
  );
}
