import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetWalletOverview } from '../../../gen/api/wallet/wallet';
import { formatFiat } from '../../../shared/lib/format/fiat';
import { formatAmount } from '../../../shared/lib/format/number';
import { walletTotalUsdt } from '../../../shared/lib/wallet/fund-accounts';
import { useSelectedFiat } from '../../../shared/state/use-fiat';
import { useHiddenBalances } from '../../../shared/state/use-hidden-balances';
import surface from '../../../shared/ui/surface/surface.module.css';
import styles from './home.module.css';

/** Total assets over all accounts, in USDT and in the selected fiat currency, hidden when the user chose so. */
export function AssetSummary() {
  const { t } = useTranslation(['home', 'common']);
  const fiat = useSelectedFiat();
  const query = useGetWalletOverview();
  const total = query.data ? walletTotalUsdt(query.data) : null;
  const { hidden, toggle, show } = useHiddenBalances();
  return (
    <section className={surface.highlight} aria-labelledby="home-assets">
      <div className={styles.assetsHead}>
        <h2 id="home-assets" className={styles.muted}>
          {t('totalAssets')}
        </h2>
        <button type="button" className={styles.eye} aria-pressed={hidden} onClick={toggle}>
          {t(hidden ? 'common:showBalances' : 'common:hideBalances')}
        </button>
      </div>
      <p className={`${surface.figure} ${styles.total}`}>{total ? show(`${formatAmount(total)} USDT`) : '--'}</p>
      <p className={styles.muted}>{total ? show(`≈ ${formatFiat(total, fiat)}`) : '\u00a0'}</p>
      <Link to="/pages/fund/assets" className={styles.assetsLink}>
        {t('viewAssets')}
      </Link>
    </section>
  );
}
