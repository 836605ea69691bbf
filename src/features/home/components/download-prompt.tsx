import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './home.module.css';

/** Invitation to install the mobile app. */
export function DownloadPrompt() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.download}>
      <div>
        <h2 className={styles.cardTitle}>{t('download.title')}</h2>
        <p className={styles.muted}>{t('download.text')}</p>
      </div>
      <Link to="/pages/download/download" className={styles.downloadLink}>
        {t('download.action')}
      </Link>
    </section>
  );
}
