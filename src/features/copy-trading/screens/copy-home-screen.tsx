import { Link } from '../../../shared/ui/link/link';
import { useListCopyTraders } from '../../../gen/api/follow/follow';
import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
import { CardList } from '../../../shared/ui/card/card-list';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import styles from '../components/copy.module.css';
import { StatsNote } from '../components/stats-note';
import { TraderCard } from '../components/trader-card';
import { TOP, TOP_TRADERS_PAGE } from '../lib/top-traders';

/** The menu's pages, each named by its own title. */
const MENU = [
  { to: '/pages/copytrade/my', title: 'my.title' },
  { to: '/pages/follow/index', title: 'list.title' },
  { to: '/pages/copytrade/trader', title: 'apply.title' },
] as const;

/** Copy trading's home: the best traders by total profit, my copy trading, all traders, becoming a trader. */
export function CopyHomeScreen() {
  const { t } = useTranslation('copy-trading');
  const query = useListCopyTraders(TOP_TRADERS_PAGE);
  return (
    <main className={card.page}>
      <PageHeader title={t('home.title')} back />
      <p className={`${card.note} ${card.content}`}>{t('home.intro')}</p>
      <nav className={styles.links} aria-label={t('home.menu')}>
        {MENU.map(({ to, title }) => (
          <Link key={to} to={to} className={styles.tile}>
            {t(title)}
          </Link>
        ))}
      </nav>
      <h2 className={card.sectionTitle}>{t('home.top')}</h2>
      <QueryView skeleton="list" query={query} isEmpty={(page) => page.data.length === 0} emptyText={t('list.empty')}>
        {(page) => (
          <>
            <StatsNote time={page.data[0]?.stats_time} />
            <CardList label={t('home.top')} items={page.data.slice(0, TOP)} itemKey={(trader) => trader.id}>
              {(trader) => <TraderCard trader={trader} />}
            </CardList>
          </>
        )}
      </QueryView>
    </main>
  );
}
