import { useTranslation } from '../../../shared/i18n/use-translation';
import { imageUrl } from '../../../shared/lib/image-url';
import { useSiteConfig } from '../../../shared/state/use-site-config';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import styles from './download-screen.module.css';

/** The app download page: the site's Android and iOS download links from the site config. */
export function DownloadScreen() {
  const { t } = useTranslation('download');
  const site = useSiteConfig();
  const logo = imageUrl(site?.down_logo || site?.site_logo, site?.image_server_url);
  const links = [
    { key: 'android', href: site?.apk_download_url, label: t('android') },
    { key: 'ios', href: site?.ios_apk_download_url, label: t('ios') },
  ].filter((link) => link.href);
  return (
    <>
      <PageHeader title={t('title')} back />
      <main className={styles.screen}>
        {!site ? (
          <DelayedSpinner />
        ) : (
          <>
            {logo && <img className={styles.logo} src={logo} alt="" />}
            <h2 className={styles.name}>{site.site_name ?? t('title')}</h2>
            <p className={styles.text}>{t('text')}</p>
            {links.length === 0 ? (
              <p className={styles.text} role="status">
                {t('noLinks')}
              </p>
            ) : (
              <ul className={styles.links}>
                {links.map((link, index) => (
                  <li key={link.key}>
                    <a
                      className={index === 0 ? styles.link : `${styles.link} ${styles.secondary}`}
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </main>
    </>
  );
}
