import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StrokeIcon } from '../../../shared/ui/icon/stroke-icon';
import { useGetWalletOverview } from '../../../gen/api/wallet/wallet';
import { formatFiat } from '../../../shared/lib/format/fiat';
import { formatAmount } from '../../../shared/lib/format/number';
import { fundAccountsOf, walletTotalUsdt } from '../../../shared/lib/wallet/fund-accounts';
import headerButton from '../../../shared/ui/page-header/header-button.module.css';
import { Shortcuts } from '../components/shortcuts';
import { useHiddenBalances } from '../../../shared/state/use-hidden-balances';
import { useSelectedFiat } from '../../../shared/state/use-fiat';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { AccountCard } from '../components/account-card';
import surface from '../../../shared/ui/surface/surface.module.css';
import styles from '../components/assets.module.css';

/**
 * The assets tab: total assets over every account in the selected fiat and USDT (hideable), the deposit, withdraw,
 * transfer and convert shortcuts, then each account with its coins, each opening its ledger.
 */
export function AssetsScreen() {
  const { t } = useTranslation(['assets', 'common']);
  const fiat = useSelectedFiat();
  const query = useGetWalletOverview();
  const { hidden, toggle, show } = useHiddenBalances();
  return (
    <main>
      <PageHeader
        title={t('title')}
        right={
          <Link to="/pages/setting/setting" className={headerButton.link} aria-label={t('common:settings')}>
            <StrokeIcon size={22} strokeWidth={1.8}>
              <circle cx="12" cy="12" r="3" />
              <path d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z" />
            </StrokeIcon>
          </Link>
        }
      />
      <QueryView query={query}>
        {(overview) => {
          const accounts = fundAccountsOf(overview);
          const total = walletTotalUsdt(overview);
          return (
            <>
              <section className={surface.highlight} aria-labelledby="assets-total">
                <div className={styles.totalHead}>
                  <h2 id="assets-total" className={styles.label}>
                    {t('total', { currency: fiat.currency_code })}
                  </h2>
                  <button type="button" className={styles.eye} aria-pressed={hidden} onClick={toggle}>
                    {t(hidden ? 'common:showBalances' : 'common:hideBalances')}
                  </button>
                </div>
                <p className={`${surface.figure} ${styles.total}`}>{show(formatFiat(total, fiat))}</p>
                <p className={styles.fiat}>{show(`${formatAmount(total)} USDT`)}</p>
                <Shortcuts />
              </section>
              <nav className={styles.more} aria-label={t('more')}>
                <Link className={styles.ledgerLink} to="/pages/fund/assets_all_record">
                  {t('allRecords')}
                </Link>
                <Link className={styles.ledgerLink} to="/pages/buy/index">
                  {t('buyCrypto')}
                </Link>
                <Link className={styles.ledgerLink} to="/pages/otc/otc">
                  {t('loans')}
                </Link>
              </nav>
              {accounts.map((account) => (
                <AccountCard key={account.key} account={account} fiat={fiat} show={show} />
              ))}
            </>
          );
        }}
      </QueryView>
    </main>
  );
}
