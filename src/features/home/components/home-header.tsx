import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StrokeIcon } from '../../../shared/ui/icon/stroke-icon';
import { imageUrl } from '../../../shared/lib/image-url';
import { useSiteConfig } from '../../../shared/state/use-site-config';
import headerButton from '../../../shared/ui/page-header/header-button.module.css';
import { MessagesLink } from './messages-link';
import styles from './home.module.css';

/** Site logo and name, with the way to the settings. */
export function HomeHeader() {
  const { t } = useTranslation(['home', 'common']);
  const site = useSiteConfig();
  const logo = imageUrl(site?.site_logo, site?.image_server_url);
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        {logo && <img className={styles.logo} src={logo} alt="" width={32} height={32} />}
        <h1 className={styles.siteName}>{site?.site_name ?? t('title')}</h1>
      </div>
      <div className={styles.headerActions}>
        <MessagesLink />
        <Link
          to="/pages/setting/setting"
          className={`${headerButton.link} ${styles.iconLink}`}
          aria-label={t('common:settings')}
        >
          <StrokeIcon size={24} strokeWidth={1.8}>
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
          </StrokeIcon>
        </Link>
      </div>
    </header>
  );
}
