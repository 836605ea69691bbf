import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useConnectionState } from '../../../shared/realtime/hooks';
import { Button } from '../../../shared/ui/button/button';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import { ErrorState } from '../../../shared/ui/state/error-state';
import { useSupportChat } from '../api/use-support-chat';
import { ChatComposer } from '../components/chat-composer';
import { ChatLine } from '../components/chat-line';
import styles from '../components/chat.module.css';

/** The live customer-service chat over the socket, the newest message always in view. */
export function ChatScreen() {
  const { t } = useTranslation('support');
  const chat = useSupportChat();
  const connection = useConnectionState();
  const end = useRef<HTMLDivElement>(null);
  const last = chat.entries.at(-1)?.key;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);

  let body;
  if (chat.session.isError) body = <ErrorState onRetry={chat.session.retry} retrying={chat.session.retrying} />;
  else if (chat.session.isPending || chat.history.isPending) body = <DelayedSpinner />;
  else
    body = (
      <>
        <ol className={styles.log} aria-label={t('conversation')} aria-live="polite">
          {chat.hasOlder && (
            <li className={styles.older}>
              <Button
                variant="secondary"
                size="small"
                loading={chat.loadingOlder}
                onClick={() => void chat.loadOlder()}
              >
                {t('older')}
              </Button>
            </li>
          )}
          {chat.entries.length === 0 && (
            <li className={styles.theirs}>
              <p className={styles.muted}>{t('empty')}</p>
            </li>
          )}
          {chat.entries.map((entry) => (
            <ChatLine key={entry.key} entry={entry} />
          ))}
        </ol>
        <div ref={end} />
        <ChatComposer />
      </>
    );
  return (
    <main className={styles.screen}>
      <PageHeader title={chat.session.data?.agent_name ?? t('title')} back />
      {connection !== 'connected' && (
        <p className={styles.notice} role="status">
          {t('offline')}
        </p>
      )}
      {body}
    </main>
  );
}
