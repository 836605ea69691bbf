import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListNews } from '../../../gen/api/content/content';
import { BANNER_NEWS } from '../api/home-reads';
import { imageUrl } from '../../../shared/lib/image-url';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import styles from './home.module.css';

/** A banner picture's size (2.5:1), so that its place is kept before it arrives. */
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

/** The home banners (news category 5), swiped sideways. */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const query = useListNews(BANNER_NEWS);
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
            {/* the first banner is the largest picture of the first screen: fetched at once, the others on scroll */}
            <img
              src={imageUrl(banner.thumbnail)}
              alt={banner.title}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
