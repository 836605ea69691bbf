import { useTranslation } from '../../../shared/i18n/use-translation';
import { Cell, CellGroup } from '../../../shared/ui/cell/cell';
import { QueryBody } from '../../../shared/ui/layout/query-body';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { useProfile } from '../api/use-profile';
import { AvatarUpload } from '../components/avatar-upload';
import { ProfileForm } from '../forms/profile-form';
import styles from './settings.module.css';

/** The user's avatar, nickname and signature, with the account details they cannot change here. */
export function UserInfoScreen() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  return (
    <main className={styles.page}>
      <PageHeader title={t('profile.title')} back />
      <QueryBody query={profile}>
        {(user) => (
          <>
            <div className={`${styles.section} ${styles.avatar}`}>
              <AvatarUpload current={user.head_portrait} />
            </div>
            <div className={styles.readonly}>
              <CellGroup label={t('profile.account')}>
                <li>
                  <Cell label={t('profile.uidLabel')} value={String(user.id)} />
                </li>
                <li>
                  <Cell label={t('profile.account')} value={user.account} />
                </li>
                <li>
                  <Cell label={t('profile.invitationCode')} value={user.extension_code} />
                </li>
              </CellGroup>
            </div>
            <div className={styles.section}>
              <ProfileForm user={user} />
            </div>
          </>
        )}
      </QueryBody>
    </main>
  );
}
