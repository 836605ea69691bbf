import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetWalletOverview } from '../../../gen/api/wallet/wallet';
import { formatFiat } from '../../../shared/lib/format/fiat';
import { formatAmount } from '../../../shared/lib/format/number';
import { accountsOf, totalUsdt } from '../../../shared/lib/wallet/overview';
import { useSelectedFiat } from '../../../shared/state/use-fiat';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { AccountCard } from '../components/account-card';
import surface from '../../../shared/ui/surface/surface.module.css';
import styles from '../components/assets.module.css';

/** The assets tab: total assets over the four accounts in USDT and the selected fiat, then each account. */
export function AssetsScreen() {
  const { t } = useTranslation('assets');
  const fiat = useSelectedFiat();
  const query = useGetWalletOverview();
  return (
    <main>
      <PageHeader
        title={t('title')}
        right={
          <Link to={'/pages/setting/setting' as never} className={styles.settings} aria-label={t('common:settings')}>
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <circle cx="12" cy="12" r="3" />
              <path d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z" />
            </svg>
          </Link>
        }
      />
      <QueryView query={query}>
        {(overview) => {
          const total = totalUsdt(overview);
          return (
            <>
              <section className={surface.highlight} aria-labelledby="assets-total">
                <h2 id="assets-total" className={styles.label}>
                  {t('total', { currency: fiat.currency_code })}
                </h2>
                <p className={`${surface.figure} ${styles.total}`}>{formatFiat(total, fiat)}</p>
                <p className={styles.fiat}>{`${formatAmount(total)} USDT`}</p>
              </section>
              {accountsOf(overview).map(({ key, account }) => (
                <AccountCard key={key} accountKey={key} account={account} fiat={fiat} />
              ))}
            </>
          );
        }}
      </QueryView>
    </main>
  );
}
