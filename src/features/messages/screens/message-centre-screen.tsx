import { linkOptions } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import { useGetUnreadMessageCounts } from '../../../gen/api/support/support';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import styles from '../components/messages.module.css';

/** The three boxes of the message centre with their unread counts. */
export function MessageCentreScreen() {
  const { t } = useTranslation('messages');
  const counts = useGetUnreadMessageCounts();
  const boxes = [
    {
      label: t('box1'),
      link: linkOptions({ to: '/pages/mailMessage/mailMessageList', search: { type: 1 } }),
      count: 'customer_service',
    },
    {
      label: t('box2'),
      link: linkOptions({ to: '/pages/mailMessage/mailMessageList', search: { type: 2 } }),
      count: 'system',
    },
    { label: t('box3'), link: linkOptions({ to: '/pages/mailMessage/ggList', search: {} }), count: 'announcement' },
  ] as const;
  return (
    <main>
      <PageHeader title={t('title')} back />
      <QueryView query={counts}>
        {(data) => (
          <nav aria-label={t('title')}>
            {boxes.map((box) => (
              <Link key={box.count} {...box.link} className={styles.box}>
                <span>{box.label}</span>
                {data[box.count] > 0 && (
                  <span className={styles.badge} aria-label={t('unreadCount', { count: data[box.count] })}>
                    {data[box.count]}
                  </span>
                )}
              </Link>
            ))}
          </nav>
        )}
      </QueryView>
    </main>
  );
}
