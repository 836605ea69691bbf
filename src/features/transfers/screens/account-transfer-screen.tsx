import type { FormikHelpers } from 'formik';

import { useGetWalletOverview, useTransferBetweenAccounts } from '../../../gen/api/wallet/wallet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { fundAccountsOf, type FundAccount } from '../../../shared/lib/wallet/fund-accounts';
import styles from '../../../shared/ui/layout/form-page.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { AccountTransferForm } from '../forms/account-transfer-form';
import { accountTransferBody, type AccountTransferValues } from '../forms/account-transfer.schema';

const USDT = '3';

/** Transfer between the user's accounts (`fundTransfer`); `from` and `to` may be preset by the link. */
export function AccountTransferScreen({ from = 'change', to = 'lever' }: { from?: FundAccount; to?: FundAccount }) {
  const { t } = useTranslation('transfers');
  const overview = useGetWalletOverview();
  const { mutateAsync } = useTransferBetweenAccounts();
  const onSubmit = async (values: AccountTransferValues, helpers: FormikHelpers<AccountTransferValues>) => {
    try {
      const message = await mutateAsync({ data: accountTransferBody(values) });
      showToast(message);
    } catch {
      return; // the server's reason was shown; the amount stays
    }
    helpers.resetForm({ values: { ...values, amount: '' } });
  };
  return (
    <main className={styles.page}>
      <PageHeader
        title={t('title')}
        back
        link={{ to: '/pages/fund/transfer_history', label: t('history'), look: 'pill' }}
      />
      <div className={styles.content}>
        <QueryView query={overview}>
          {(data) => (
            <AccountTransferForm
              accounts={fundAccountsOf(data)}
              initialValues={{ currency: USDT, from, to, amount: '' }}
              onSubmit={onSubmit}
            />
          )}
        </QueryView>
      </div>
    </main>
  );
}
