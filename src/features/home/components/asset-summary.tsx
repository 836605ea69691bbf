import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetWalletOverview } from '../../../gen/api/wallet/wallet';
import { formatFiat } from '../../../shared/lib/format/fiat';
import { formatAmount } from '../../../shared/lib/format/number';
import { totalUsdt } from '../../../shared/lib/wallet/overview';
import { useSelectedFiat } from '../../../shared/state/use-fiat';
import surface from '../../../shared/ui/surface/surface.module.css';
import styles from './home.module.css';

/** Total assets over all accounts, in USDT and in the selected fiat currency. */
export function AssetSummary() {
  const { t } = useTranslation('home');
  const fiat = useSelectedFiat();
  const query = useGetWalletOverview();
  const total = query.data ? totalUsdt(query.data) : null;
  return (
    <section className={surface.highlight} aria-labelledby="home-assets">
      <h2 id="home-assets" className={styles.muted}>
        {t('totalAssets')}
      </h2>
      <p className={`${surface.figure} ${styles.total}`}>{total ? `${formatAmount(total)} USDT` : '--'}</p>
      <p className={styles.muted}>{total ? `≈ ${formatFiat(total, fiat)}` : '\u00a0'}</p>
      <Link to="/pages/fund/assets" className={styles.assetsLink}>
        {t('viewAssets')}
      </Link>
    </section>
  );
}
