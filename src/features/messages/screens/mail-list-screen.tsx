import { getRouteApi } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { MailList } from '../components/mail-list';
import styles from '../components/messages.module.css';
import { buttonClassName } from '../../../shared/ui/button/button';

const route = getRouteApi('/_authed/pages/mailMessage/mailMessageList');

/** The messages of the customer-service or system box; the customer-service box leads to the live chat. */
export function MailListScreen() {
  const { t } = useTranslation('messages');
  const { type = 2 } = route.useSearch();
  return (
    <main>
      <PageHeader title={t(`box${type}`)} back />
      {type === 1 && (
        <div className={styles.actions}>
          <Link to="/pages/kefu/index" className={buttonClassName({ block: true })}>
            {t('openChat')}
          </Link>
        </div>
      )}
      <MailList box={type} />
    </main>
  );
}

/** Platform announcements. */
export function AnnouncementListScreen() {
  const { t } = useTranslation('messages');
  return (
    <main>
      <PageHeader title={t('box3')} back />
      <MailList box={3} />
    </main>
  );
}
