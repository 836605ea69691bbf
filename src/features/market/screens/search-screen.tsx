import { useState } from 'react';
import { useListQuotations } from '../../../gen/api/content/content';
import { useListHotSearches } from '../../../gen/api/market/market';
import type { QuotationPair } from '../../../gen/model';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { allPairs, pairLabel } from '../../../shared/lib/market/quotations';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import sectionHead from '../../../shared/ui/layout/section-head.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { useFavourites } from '../api/use-favourites';
import { PairList } from '../components/pair-list';
import { clearRecent, matchesQuery, readRecent, rememberRecent, type RecentPair } from '../lib/recent-views';
import styles from '../components/market.module.css';

/** Search pairs as you type (after 500 ms of quiet), with the hot searches and the pairs viewed lately. */
export function SearchScreen() {
  const { t } = useTranslation('market');
  const navigation = useAppNavigation();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query);
  const [recent, setRecent] = useState(() => readRecent());
  const quotations = useListQuotations();
  const hot = useListHotSearches();
  const favourites = useFavourites();
  const open = (pair: RecentPair) => {
    setRecent(rememberRecent(pair));
    void navigation.switchTab({
      to: '/pages/transaction/index',
      search: { currency_id: pair.currency_id, legal_id: pair.legal_id },
    });
  };
  const openPair = (pair: QuotationPair) =>
    open({ currency_id: pair.currency_id, legal_id: pair.legal_id, label: pairLabel(pair) });
  return (
    <main>
      <PageHeader title={t('search.title')} back />
      <form className={styles.searchBox} role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          maxLength={20}
        />
      </form>
      {settled.trim() === '' ? (
        <>
          <section className={styles.section} aria-labelledby="hot-searches">
            <div className={`${sectionHead.head} ${styles.sectionHead}`}>
              <h2 id="hot-searches">{t('search.hot')}</h2>
            </div>
            <QueryView skeleton="list" query={hot} isEmpty={(rows) => rows.length === 0} emptyText={t('search.noHot')}>
              {(rows) => (
                <ul className={styles.chips}>
                  {rows.map((row, index) => (
                    <li key={`${row.id}-${index}`}>
                      <button
                        type="button"
                        className={styles.chip}
                        onClick={() =>
                          open({ currency_id: row.currency_id, legal_id: row.legal_id, label: row.symbol })
                        }
                      >
                        {row.symbol}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </QueryView>
          </section>
          <section className={styles.section} aria-labelledby="recent-views">
            <div className={`${sectionHead.head} ${styles.sectionHead}`}>
              <h2 id="recent-views">{t('search.recent')}</h2>
              {recent.length > 0 && (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => {
                    clearRecent();
                    setRecent([]);
                  }}
                >
                  {t('search.clearRecent')}
                </button>
              )}
            </div>
            {recent.length === 0 ? (
              <p className={styles.empty}>{t('search.noRecent')}</p>
            ) : (
              <ul className={styles.chips}>
                {recent.map((entry) => (
                  <li key={`${entry.currency_id}-${entry.legal_id}`}>
                    <button type="button" className={styles.chip} onClick={() => open(entry)}>
                      {entry.label}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : (
        <QueryView query={quotations}>
          {(groups) => {
            const found = allPairs(groups).filter((pair) => matchesQuery(pairLabel(pair), settled));
            if (found.length === 0)
              return <p className={styles.empty}>{t('search.noResults', { query: settled.trim() })}</p>;
            return <PairList label={t('search.results')} pairs={found} favourites={favourites} onOpen={openPair} />;
          }}
        </QueryView>
      )}
    </main>
  );
}
