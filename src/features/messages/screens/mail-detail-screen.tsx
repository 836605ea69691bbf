import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useGetMailMessage } from '../../../gen/api/messages/messages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { sanitizeHtml } from '../../../shared/lib/html/sanitize-html';
import { invalidateReads } from '../../../shared/lib/query/invalidation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { EmptyState } from '../../../shared/ui/state/empty-state';
import { QueryView } from '../../../shared/ui/state/query-view';
import styles from '../components/messages.module.css';

const route = getRouteApi('/_authed/pages/mailMessage/ggDetail');

function MailBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.row} dangerouslySetInnerHTML={{ __html: safe }} />;
}

function MailDetail({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const query = useGetMailMessage({ id });
  // opening it marked it read (getMailMessage says so): the lists and badges are read again
  const opened = query.data?.id;
  useEffect(() => {
    if (opened)
      void invalidateReads(queryClient, ['listMailMessages', 'countUnreadMailMessages', 'getUnreadMessageCounts']);
  }, [opened, queryClient]);
  return (
    <QueryView query={query}>
      {(mail) => (
        <article aria-labelledby="mail-title">
          <h2 id="mail-title" className={styles.row}>
            {mail.title}
          </h2>
          <MailBody html={mail.content} />
        </article>
      )}
    </QueryView>
  );
}

/** One message or announcement, its HTML sanitised as articles are. */
export function MailDetailScreen() {
  const { t } = useTranslation('messages');
  const { id } = route.useSearch();
  return (
    <main>
      <PageHeader title={t('detail')} back />
      {id ? <MailDetail id={id} /> : <EmptyState text={t('notFound')} />}
    </main>
  );
}
