import { imageUrl } from '../../../shared/lib/image-url';
import styles from './copy.module.css';

/** A trader's picture; decorative, as the name stands beside it. */
export function TraderAvatar({ path }: { path: string }) {
  return <img className={styles.avatar} src={imageUrl(path)} alt="" width={40} height={40} loading="lazy" />;
}
