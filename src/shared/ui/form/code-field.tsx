import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCountdown } from '../../hooks/use-countdown';
import { TextField } from './text-field';
import styles from './field.module.css';

const CODE_RESEND_SECONDS = 60;

type CodeFieldProps = {
  name: string;
  label: string;
  placeholder?: string;
  /** Sends the code (e-mail or SMS). The countdown starts only when it resolves. */
  onSend: () => Promise<unknown>;
  /** Disables the send button (e.g. until the e-mail address is valid). */
  sendDisabled?: boolean;
  seconds?: number;
};

/** A 6-digit verification code input with a "send code" button that waits 60 s before it can resend. */
export function CodeField({
  name,
  label,
  placeholder,
  onSend,
  sendDisabled = false,
  seconds = CODE_RESEND_SECONDS,
}: CodeFieldProps) {
  const { t } = useTranslation('common');
  const { left, running, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await onSend();
      start(seconds);
    } catch {
      // the HTTP client already showed why; the user may try again at once
    } finally {
      setSending(false);
    }
  };
  return (
    <TextField
      name={name}
      label={label}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      addon={
        <button
          type="button"
          className={styles.addon}
          onClick={() => void send()}
          disabled={sendDisabled || sending || running}
          aria-busy={sending || undefined}
        >
          {running ? t('form.resendIn', { seconds: left }) : sending ? t('form.sending') : t('form.sendCode')}
        </button>
      }
    />
  );
}
