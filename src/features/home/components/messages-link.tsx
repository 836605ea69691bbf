import { Link } from '../../../shared/ui/link/link';
import { useGetUnreadMessageCounts } from '../../../gen/api/support/support';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StrokeIcon } from '../../../shared/ui/icon/stroke-icon';
import headerButton from '../../../shared/ui/page-header/header-button.module.css';
import visuallyHidden from '../../../shared/ui/visually-hidden/visually-hidden.module.css';
import styles from './home.module.css';

/** The way to the message centre, with the number of unread messages. */
export function MessagesLink() {
  const { t } = useTranslation('home');
  const unread = useGetUnreadMessageCounts().data?.total ?? 0;
  return (
    <Link
      to="/pages/mailMessage/mailMessage"
      className={`${headerButton.link} ${styles.iconLink}`}
      data-testid="messages-link"
    >
      <StrokeIcon size={24} strokeWidth={1.8}>
        <path d="M4 6h16v11H8l-4 3z" strokeLinejoin="round" />
      </StrokeIcon>
      <span className={visuallyHidden.visuallyHidden}>
        {unread > 0 ? t('messagesUnread', { count: unread }) : t('messages')}
      </span>
      {unread > 0 && (
        <span className={styles.unreadBadge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
