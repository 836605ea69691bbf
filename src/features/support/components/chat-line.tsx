import { useTranslation } from '../../../shared/i18n/use-translation';
import { imageUrl } from '../../../shared/lib/image-url';
import type { ChatEntry } from '../lib/chat-log';
import { retryMessage } from '../api/chat-outbox';
import styles from './chat.module.css';

/** One line of the chat: text shown as text (never HTML), a picture, and the delivery state of the user's own. */
export function ChatLine({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation('support');
  const mine = entry.from === 'user';
  return (
    <li className={mine ? styles.mine : styles.theirs} data-status={entry.status}>
      <div className={styles.bubble}>
        {entry.type === 'image' ? (
          <img className={styles.picture} src={imageUrl(entry.content)} alt={t('picture')} />
        ) : (
          <p className={styles.text}>{entry.content}</p>
        )}
      </div>
      {mine && entry.status === 'sending' && <span className={styles.status}>{t('sending')}</span>}
      {mine && entry.status === 'failed' && entry.clientId && (
        <button type="button" className={styles.retry} onClick={() => retryMessage(entry.clientId!)}>
          {t('failedRetry')}
        </button>
      )}
    </li>
  );
}
