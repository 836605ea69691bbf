import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import pillToggle from '../../../shared/ui/button/pill-toggle.module.css';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { PAY_TYPE, SALE_MODES, STATE_FILTERS, STATUS, type SaleModeFilter, type StateFilter } from '../lib/nft-search';
import { ArtworkGrid } from './artwork-grid';
import styles from './nft.module.css';

type MarketFiltersProps = {
  mode: SaleModeFilter;
  state: StateFilter | undefined;
  onChange: (next: { mode?: SaleModeFilter; state?: StateFilter }) => void;
  children?: ReactNode;
};

const MODE_KEY: Record<SaleModeFilter, ParseKeys<'nft'>> = {
  all: 'mode.all',
  normal: 'mode.normal',
  auction: 'mode.auction',
  blindBox: 'mode.blindBox',
};
const STATE_KEY: Record<StateFilter, ParseKeys<'nft'>> = {
  onSale: 'state.onSale',
  notStarted: 'state.notStarted',
  ended: 'state.ended',
};

/** Artworks by sale mode (tabs) and sale state (chips: none chosen shows what can still be bought). */
export function MarketFilters({ mode, state, onChange, children }: MarketFiltersProps) {
  const { t } = useTranslation('nft');
  return (
    <Tabs
      label={t('market.modes')}
      tabs={SALE_MODES.map((key) => ({ key, label: t(MODE_KEY[key]) }))}
      value={mode}
      onChange={(next) => onChange({ mode: next, state })}
      sticky
    >
      <div className={styles.chips} role="group" aria-label={t('market.states')}>
        {STATE_FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            className={`${pillToggle.pill} ${styles.chip}`}
            aria-pressed={state === key}
            onClick={() => onChange({ mode, state: state === key ? undefined : key })}
          >
            {t(STATE_KEY[key])}
          </button>
        ))}
      </div>
      {children}
      <ArtworkGrid
        filter={{ pay_type: PAY_TYPE[mode], status: state && STATUS[state] }}
        label={t('artwork.title')}
        emptyText={t('artwork.empty')}
      />
    </Tabs>
  );
}
