/**
 * The sandbox's outbox in the scenario panel: every verification code the mock "sent" by e-mail or SMS, newest
 * first, read again every few seconds while it is shown, so a developer copies the code a screen asks for as
 * from a local mail catcher.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { listOutbox, type SentCode } from './sandbox-controls';
import styles from './scenario-panel.module.css';
import { PANEL_NAMESPACE } from './texts';

/** How often the outbox is read again while shown. */
const OUTBOX_REFRESH_MS = 2000;

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

export function Outbox() {
  const { t } = useTranslation(PANEL_NAMESPACE);
  const [messages, setMessages] = useState<SentCode[]>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const read = async () => {
      try {
        const list = await listOutbox();
        if (!live) return;
        setMessages(list);
        setFailed(false);
      } catch {
        if (live) setFailed(true);
      }
    };
    void read();
    const timer = setInterval(() => void read(), OUTBOX_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  if (failed) return <p className={styles.hint}>{t('unavailable')}</p>;
  if (!messages) return null;
  return (
    <>
      <p className={styles.hint}>{t('outbox.hint')}</p>
      {messages.length === 0 ? (
        <p className={styles.hint}>{t('outbox.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('outbox.title')}>
          {messages.map((message) => (
            <li key={message.id} className={styles.message}>
              <span className={styles.name}>
                {message.channel === 'sms' && message.areaCode ? `+${message.areaCode} ${message.to}` : message.to}
                <code>
                  {t(`outbox.channel.${message.channel}`)} · {t(`outbox.purpose.${message.purpose}`)} ·{' '}
                  {t('outbox.times', { sent: timeOf(message.sentAt), expires: timeOf(message.expiresAt) })}
                </code>
              </span>
              <span className={styles.code}>
                <strong aria-label={t('outbox.codeFor', { to: message.to })}>{message.code}</strong>
                <small className={message.status === 'valid' ? undefined : styles.faulty}>
                  {t(`outbox.status.${message.status}`)}
                </small>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
