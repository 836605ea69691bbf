import { Link } from '../../../shared/ui/link/link';
import { listMailMessages } from '../../../gen/api/messages/messages';
import type { MailMessage } from '../../../gen/model';
import { useRelativeTime } from '../../../shared/hooks/use-relative-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import styles from './messages.module.css';

function MailRow({ mail }: { mail: MailMessage }) {
  const { t } = useTranslation('messages');
  const relativeTime = useRelativeTime();
  return (
    <Link to="/pages/mailMessage/ggDetail" search={{ id: mail.id }} className={styles.row}>
      <span className={styles.rowTitle}>
        {mail.is_read === 0 && <span className={styles.dot} aria-label={t('unread')} role="img" />}
        {mail.title}
      </span>
      {mail.abstract && <span className={styles.abstract}>{mail.abstract}</span>}
      <time className={styles.time} dateTime={new Date(mail.create_time * 1000).toISOString()}>
        {relativeTime(mail.create_time)}
      </time>
    </Link>
  );
}

/** The messages of one box, newest first, ten per page, each opening its detail. */
export function MailList({ box }: { box: 1 | 2 | 3 }) {
  const { t } = useTranslation('messages');
  return (
    <PaginatedList<MailMessage>
      queryKey={readQueryKey('listMailMessages', 'box', box)}
      fetchPage={async (page, limit, signal) => {
        const answer = await listMailMessages({ type: box, page, limit }, { signal });
        return { items: answer.list, hasMore: answer.page < answer.pages };
      }}
      renderItem={(mail) => <MailRow mail={mail} />}
      itemKey={(mail) => mail.id}
      label={t(`box${box}`)}
      emptyText={t('empty')}
    />
  );
}
