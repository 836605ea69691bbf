import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { imageUrl } from '../../../shared/lib/image-url';
import styles from './nft.module.css';

type MediaPlayerProps = { type: number; src: string | undefined; cover: string; title: string };

/** The artwork's audio (with its cover) or video; a file that cannot play says so instead of a dead player. */
export function MediaPlayer({ type, src, cover, title }: MediaPlayerProps) {
  const { t } = useTranslation('nft');
  const [failed, setFailed] = useState(!src);
  const fail = () => setFailed(true);
  return (
    <div className={styles.player}>
      {type === 4 ? (
        !failed && (
          <video
            controls
            playsInline
            preload="metadata"
            poster={imageUrl(cover)}
            src={imageUrl(src)}
            onError={fail}
            aria-label={title}
          >
            <track kind="captions" />
          </video>
        )
      ) : (
        <>
          <img className={styles.hero} src={imageUrl(cover)} alt={title} />
          {!failed && <audio controls preload="metadata" src={imageUrl(src)} onError={fail} aria-label={title} />}
        </>
      )}
      {failed && (
        <p role="alert" className={styles.error}>
          {t('media.error')}
        </p>
      )}
    </div>
  );
}
