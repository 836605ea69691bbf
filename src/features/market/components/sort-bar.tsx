import { useTranslation } from '../../../shared/i18n/use-translation';
import pillToggle from '../../../shared/ui/button/pill-toggle.module.css';
import { SORT_KEYS, type PairSort, type SortKey } from '../lib/sort-pairs';
import styles from './market.module.css';

/** Sort by price, 24 h change or volume: descending, ascending, then the list's own order. */
export function SortBar({ sort, onSort }: { sort: PairSort; onSort: (key: SortKey) => void }) {
  const { t } = useTranslation('market');
  return (
    <div className={styles.sortBar} role="group" aria-label={t('sort.label')}>
      {SORT_KEYS.map((key) => {
        const active = sort?.key === key ? sort.order : undefined;
        return (
          <button
            key={key}
            type="button"
            className={`${pillToggle.pill} ${styles.sortButton}`}
            aria-pressed={active !== undefined}
            aria-label={t(active ? `sort.${key}.${active}` : `sort.${key}.none`)}
            onClick={() => onSort(key)}
          >
            {t(`sort.${key}.title`)}
            <span aria-hidden="true">{active === 'desc' ? ' ↓' : active === 'asc' ? ' ↑' : ' ↕'}</span>
          </button>
        );
      })}
    </div>
  );
}
