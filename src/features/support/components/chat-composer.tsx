import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useUploadFile } from '../../../gen/api/upload/upload';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button/button';
import { StrokeIcon } from '../../../shared/ui/icon/stroke-icon';
import { compressImage } from '../../../shared/ui/image-upload/compress-image';
import visuallyHidden from '../../../shared/ui/visually-hidden/visually-hidden.module.css';
import { sendMessage } from '../api/chat-outbox';
import styles from './chat.module.css';

const MAX_LENGTH = 1000;

/** Writes a text (at most 1000 characters) or sends a picture through the shared upload. */
export function ChatComposer() {
  const { t } = useTranslation('support');
  const fileId = useId();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const upload = useUploadFile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    sendMessage('text', content);
    setText('');
  };

  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      sendMessage('image', await upload.mutateAsync({ data: { file: await compressImage(file) } }));
    } catch {
      // the upload client already told the user why
    } finally {
      setUploading(false);
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <label className={styles.imageButton} htmlFor={fileId} aria-busy={uploading}>
        <span className={visuallyHidden.visuallyHidden}>{t('sendPicture')}</span>
        <StrokeIcon size={22} strokeWidth={1.8}>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="1.6" />
          <path d="M21 16l-5-5-8 8" />
        </StrokeIcon>
      </label>
      <input id={fileId} type="file" accept="image/*" hidden disabled={uploading} onChange={pickImage} />
      <input
        className={styles.input}
        value={text}
        maxLength={MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('placeholder')}
        aria-label={t('message')}
      />
      <Button type="submit" size="small" disabled={!text.trim()}>
        {t('send')}
      </Button>
    </form>
  );
}
