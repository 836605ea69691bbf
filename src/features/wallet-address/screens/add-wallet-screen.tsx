import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListCurrencies, useSaveWalletAddress } from '../../../gen/api/settings/settings';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryBody } from '../../../shared/ui/layout/query-body';
import { EmptyState } from '../../../shared/ui/state/empty-state';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { toSaveWalletBody } from '../forms/add-wallet-body';
import { AddWalletForm } from '../forms/add-wallet-form';
import type { AddWalletValues } from '../forms/add-wallet.schema';
import styles from './wallet-address.module.css';

/** Adds a withdrawal address to the address book. */
export function AddWalletScreen() {
  const { t } = useTranslation('wallet-address');
  const navigation = useAppNavigation();
  const coins = useListCurrencies();
  const { mutateAsync } = useSaveWalletAddress();

  const onSubmit = async (values: AddWalletValues) => {
    const coin = coins.data?.currency.find((candidate) => String(candidate.id) === values.currency);
    try {
      showToast(await mutateAsync({ data: toSaveWalletBody(values, coin?.name ?? '') }));
    } catch {
      return; // the server's reason was shown; the form keeps what the user typed
    }
    navigation.back();
  };

  return (
    <main className={styles.page}>
      <PageHeader title={t('add.title')} back />
      <div className={styles.content}>
        <QueryBody query={coins}>
          {({ currency }) =>
            currency.length === 0 ? (
              <EmptyState text={t('add.noCoins')} />
            ) : (
              <AddWalletForm coins={currency} onSubmit={onSubmit} />
            )
          }
        </QueryBody>
      </div>
    </main>
  );
}
