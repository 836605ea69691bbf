import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListNews } from '../../../gen/api/content/content';
import { ANNOUNCEMENT_NEWS, ANNOUNCEMENTS_SHOWN } from '../api/home-reads';
import { useRelativeTime } from '../../../shared/hooks/use-relative-time';
import list from '../../../shared/ui/list-row/list-row.module.css';
import styles from './home.module.css';

/** The latest platform announcements (news category 4), each opening its article. */
export function Announcements() {
  const { t } = useTranslation('home');
  const relativeTime = useRelativeTime();
  const query = useListNews(ANNOUNCEMENT_NEWS);
  const items = (query.data?.list ?? []).slice(0, ANNOUNCEMENTS_SHOWN);
  if (items.length === 0 && !query.isPending) return null;
  return (
    <section className={styles.card} aria-labelledby="home-announcements">
      <h2 id="home-announcements" className={styles.cardTitle}>
        {t('announcements')}
      </h2>
      <ul className={list.list} aria-busy={query.isPending}>
        {/* while they load, empty rows of the same height keep the card's size: the page below does not jump */}
        {query.isPending &&
          Array.from({ length: ANNOUNCEMENTS_SHOWN }, (_, index) => (
            <li key={index} aria-hidden="true">
              <span className={styles.announcement}>{'\u00a0'}</span>
            </li>
          ))}
        {items.map((item, index) => (
          <li key={`${item.id}-${index}`}>
            <Link to="/pages/common/article" search={{ id: item.id }} className={styles.announcement}>
              <span className={styles.announcementTitle}>{item.title}</span>
              <time className={styles.muted} dateTime={item.create_time}>
                {relativeTime(item.create_time)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
