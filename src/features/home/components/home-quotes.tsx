import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListQuotations } from '../../../gen/api/content/content';
import { allPairs } from '../../../shared/lib/market/quotations';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import sectionHead from '../../../shared/ui/layout/section-head.module.css';
import { QuoteRow } from '../../../shared/ui/quote/quote-row';
import { QueryView } from '../../../shared/ui/state/query-view';
import { LiveStatus } from '../../../shared/ui/live-status/live-status';
import list from '../../../shared/ui/list-row/list-row.module.css';
import styles from './home.module.css';

const SHOWN = 10;

/** The top pairs of the quotation list; a tap opens the pair in the trade tab. */
export function HomeQuotes() {
  const { t } = useTranslation('home');
  const navigation = useAppNavigation();
  const query = useListQuotations(undefined, { query: { refetchInterval: 10_000 } });
  return (
    <section
      aria-labelledby="home-quotes"
      className={query.isPending ? `${styles.quotes} ${styles.quotesLoading}` : styles.quotes}
    >
      <div className={`${sectionHead.head} ${styles.sectionHead}`}>
        <h2 id="home-quotes" className={styles.sectionTitle}>
          {t('quotes')}
        </h2>
        <LiveStatus />
      </div>
      <QueryView skeleton="list" query={query} isEmpty={(groups) => allPairs(groups).length === 0}>
        {(groups) => (
          <ul className={list.list} aria-label={t('quotes')}>
            {allPairs(groups)
              .slice(0, SHOWN)
              .map((pair, index) => (
                <li key={`${pair.id}-${index}`}>
                  <QuoteRow
                    pair={pair}
                    onOpen={() =>
                      void navigation.switchTab({
                        to: '/pages/transaction/index',
                        search: { currency_id: pair.currency_id, legal_id: pair.legal_id },
                      })
                    }
                  />
                </li>
              ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
