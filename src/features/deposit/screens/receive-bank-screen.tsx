import { useState } from 'react';
import { useListReceivingBankAccounts } from '../../../gen/api/wallet/wallet';
import type { WalletReceivingBank } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { Facts } from '../../../shared/ui/layout/facts';
import styles from '../../../shared/ui/layout/form-page.module.css';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { useDeclareDeposit } from '../api/use-declare-deposit';
import { DepositForm } from '../forms/deposit-form';

function BankDeposit({ bank }: { bank: WalletReceivingBank }) {
  const { t } = useTranslation('deposit');
  const declare = useDeclareDeposit(1, bank.id);
  return (
    <>
      <Facts
        label={t('bankDetails')}
        facts={[
          { label: t('bank.account_name'), value: bank.account_name },
          { label: t('bank.bank_name'), value: bank.bank_name },
          { label: t('bank.bank_account'), value: bank.bank_account },
          { label: t('bank.bank_branch'), value: bank.bank_branch },
          { label: t('bank.swift_code'), value: bank.swift_code },
          { label: t('bank.bank_address'), value: bank.bank_address },
          { label: t('bank.min_amount'), value: `${formatAmount(bank.min_amount, 2)} ${bank.currency}` },
          { label: t('bank.give_rate'), value: `${formatAmount(bank.give_rate, 2)}%` },
        ]}
      />
      <p className={`${introLine.intro} ${styles.intro}`}>{t('bankIntro')}</p>
      <DepositForm key={bank.id} unit={bank.currency} min={bank.min_amount} onSubmit={declare} />
    </>
  );
}

/** Deposit by bank transfer: the site's receiving account of the chosen currency, then the amount and voucher. */
export function ReceiveBankScreen() {
  const { t } = useTranslation('deposit');
  const banks = useListReceivingBankAccounts();
  const [chosen, setChosen] = useState<string>();
  return (
    <main className={styles.page}>
      <PageHeader title={t('bankTitle')} back />
      <div className={styles.content}>
        <QueryView skeleton="list" query={banks} isEmpty={(rows) => rows.length === 0} emptyText={t('noBank')}>
          {(rows) => {
            const current = rows.find((row) => String(row.id) === chosen) ?? rows[0];
            return (
              <Tabs
                label={t('bankCurrencies')}
                tabs={rows.map((row) => ({ key: String(row.id), label: row.currency }))}
                value={String(current.id)}
                onChange={setChosen}
              >
                <BankDeposit bank={current} />
              </Tabs>
            );
          }}
        </QueryView>
      </div>
    </main>
  );
}
