import { useTranslation } from '../../../shared/i18n/use-translation';
import type { InvitedUser } from '../../../gen/model';
import { EmptyState } from '../../../shared/ui/state/empty-state';
import styles from '../screens/invite.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

/** The latest friends who registered with the user's code. */
export function InvitedFriends({ friends }: { friends: InvitedUser[] }) {
  const { t } = useTranslation('invite');
  if (friends.length === 0) return <EmptyState text={t('friends.empty')} />;
  return (
    <ul className={styles.friends} aria-label={t('friends.title')}>
      {friends.map((friend, index) => (
        <li key={`${friend.account}-${index}`}>
          <span>{friend.account}</span>
          <span className={friend.is_realname === 2 ? styles.verified : styles.muted}>
            {t(friend.is_realname === 2 ? 'friends.verified' : 'friends.notVerified')}
          </span>
          <span className={styles.muted}>{localTime(friend.time)}</span>
        </li>
      ))}
    </ul>
  );
}
