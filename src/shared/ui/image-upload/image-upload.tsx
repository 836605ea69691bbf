import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useUploadFile } from '../../../gen/api/upload/upload';
import { imageUrl } from '../../lib/image-url';
import { StrokeIcon } from '../icon/stroke-icon';
import { compressImage } from './compress-image';
import styles from './image-upload.module.css';

type Stage = 'idle' | 'compressing' | 'uploading' | 'done' | 'failed';

type ImageUploadProps = {
  label: string;
  /** Path of the current image (as the API gave it), shown as the preview. */
  value?: string | null;
  /** Called with the stored file's path after a successful upload. */
  onUploaded: (path: string) => void;
  disabled?: boolean;
  /** For tests: replaces compression and upload. */
  compress?: (file: File) => Promise<File>;
  upload?: (file: File) => Promise<string>;
};

const STEP: Record<Stage, number> = { idle: 0, compressing: 0, uploading: 1, done: 2, failed: 0 };

/**
 * One picture from the album (no camera capture), compressed to JPEG at quality 0.1 and uploaded. Shows the
 * current picture, the stage of the work (compressing, then uploading: fetch reports no upload progress, so each
 * stage is shown as a step of two) and a message when it fails (the HTTP client also toasts upload failures).
 */
export function ImageUpload({
  label,
  value,
  onUploaded,
  disabled = false,
  compress = compressImage,
  upload,
}: ImageUploadProps) {
  const { t } = useTranslation('common');
  const { mutateAsync } = useUploadFile();
  const send = upload ?? ((file: File) => mutateAsync({ data: { file } }));
  const id = useId();
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const busy = stage === 'compressing' || stage === 'uploading';
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again fires change again
    if (!file) return;
    setError(null);
    setStage('compressing');
    let compressed: File;
    try {
      compressed = await compress(file);
    } catch {
      setStage('failed');
      setError(t('upload.notImage'));
      return;
    }
    setStage('uploading');
    try {
      const path = await send(compressed);
      setStage('done');
      setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(compressed) : null);
      onUploaded(path);
    } catch (failure) {
      setStage('failed');
      setError((failure as Error).message || t('upload.failed'));
    }
  };

  const shown = preview ?? imageUrl(value);
  return (
    <div className={styles.upload}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <label className={styles.picker}>
        {shown ? (
          <img className={styles.preview} src={shown} alt={label} />
        ) : (
          <span className={styles.hint}>
            <StrokeIcon size={28} strokeWidth={1.6}>
              <path d="M4 6h16v12H4zM4 15l5-5 4 4 3-3 4 4M12 3v6M9 6l3-3 3 3" strokeLinejoin="round" />
            </StrokeIcon>
            {t('upload.choose')}
          </span>
        )}
        <input
          className={styles.input}
          type="file"
          accept="image/*"
          aria-labelledby={`${id}-label`}
          disabled={disabled || busy}
          onChange={(event) => void onChange(event)}
        />
      </label>
      {busy && (
        <div className={styles.progress}>
          <progress
            max={2}
            value={STEP[stage]}
            aria-label={t(stage === 'compressing' ? 'upload.compressing' : 'upload.uploading')}
          />
          <span>{t('upload.step', { percent: Math.round((STEP[stage] / 2) * 100) })}</span>
        </div>
      )}
      {stage === 'done' && (
        <p className={styles.progress} role="status">
          {t('upload.done')}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
