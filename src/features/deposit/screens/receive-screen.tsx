import { useState } from 'react';
import { useGetDepositAddress, useGetWalletDetail } from '../../../gen/api/wallet/wallet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../../../shared/ui/layout/form-page.module.css';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { Link } from '../../../shared/ui/link/link';
import { useDeclareDeposit } from '../api/use-declare-deposit';
import { AddressCard } from '../components/address-card';
import { DepositForm } from '../forms/deposit-form';
import { chainsOf } from '../lib/chains';

/** Deposit of a coin: the address of the chosen chain (QR and copy), then the amount sent and its voucher. */
export function ReceiveScreen({ currency = 3 }: { currency?: number }) {
  const { t } = useTranslation('deposit');
  const address = useGetDepositAddress({ currency });
  const coin = useGetWalletDetail({ currency, type: 'change' }).data?.currency_name ?? '';
  const [chosen, setChosen] = useState<string>();
  const declare = useDeclareDeposit(0, currency);
  return (
    <main className={styles.page}>
      <PageHeader title={t('title', { coin })} back />
      <div className={styles.content}>
        <nav className={styles.links} aria-label={t('otherWays')}>
          <Link className={styles.link} to="/pages/fund/select">
            {t('changeCoin')}
          </Link>
          <Link className={styles.link} to="/pages/fund/receive_withdraw_record" search={{ tab: 'deposit' }}>
            {t('records')}
          </Link>
        </nav>
        <QueryView query={address}>
          {(answer) => {
            const chains = chainsOf(answer, coin);
            const current = chains.find((row) => row.chain === chosen) ?? chains[chains.length - 1];
            return (
              <Tabs
                label={t('chains')}
                tabs={chains.map((row) => ({ key: row.chain, label: row.chain }))}
                value={current.chain}
                onChange={setChosen}
              >
                <AddressCard address={current.address} chain={current.chain} coin={coin} />
              </Tabs>
            );
          }}
        </QueryView>
        <h2 className={styles.section}>{t('declare')}</h2>
        <p className={`${introLine.intro} ${styles.intro}`}>{t('declareIntro')}</p>
        <DepositForm unit={coin} onSubmit={declare} />
      </div>
    </main>
  );
}
