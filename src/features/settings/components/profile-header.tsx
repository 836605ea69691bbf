import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { UserProfile } from '../../../gen/model';
import { imageUrl } from '../../../shared/lib/image-url';
import styles from './profile-header.module.css';

/** Avatar, name, account and VIP level; opens the profile page. */
export function ProfileHeader({ user }: { user: UserProfile }) {
  const { t } = useTranslation('settings');
  const name = user.nickname || user.account;
  return (
    <Link to="/pages/setting/userInfo" className={styles.header}>
      <img className={styles.avatar} src={imageUrl(user.head_portrait)} alt="" width={56} height={56} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.meta}>{t('profile.uid', { id: user.id })}</span>
        {user.signature && <span className={styles.meta}>{user.signature}</span>}
      </span>
      <span className={styles.vip}>{t('vip.level', { level: user.user_level })}</span>
    </Link>
  );
}
