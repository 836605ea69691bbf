import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListNews } from '../../../gen/api/content/content';
import { imageUrl } from '../../../shared/lib/image-url';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import styles from './home.module.css';

const BANNER_CATEGORY = 5;

/** The home banners (news category 5), swiped sideways. */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const query = useListNews({ c_id: BANNER_CATEGORY, page: 1, limit: 10 });
  const banners = query.data?.list ?? [];
  // the banner's place is kept while it loads, so that nothing below it jumps when it arrives
  if (query.isPending)
    return (
      <div className={styles.bannerPlaceholder}>
        <DelayedSpinner />
      </div>
    );
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('banners')}>
      {/* focusable, so that a keyboard can scroll the banners sideways too */}
      <ul className={styles.banners} tabIndex={0}>
        {banners.map((banner, index) => (
          <li key={`${banner.id}-${index}`} className={styles.banner}>
            <img src={imageUrl(banner.thumbnail)} alt={banner.title} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}
