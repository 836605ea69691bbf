import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { listWalletAddresses } from '../../../gen/api/settings/settings';
import type { WalletAddress } from '../../../gen/model';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromPageData } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { WalletAddressCard } from '../components/wallet-address-card';
import styles from './wallet-address.module.css';

/** The saved withdrawal addresses, newest first, ten at a time; adding one opens its form. */
export function WalletListScreen() {
  const { t } = useTranslation('wallet-address');
  return (
    <main className={styles.page}>
      <PageHeader
        title={t('list.title')}
        back
        right={
          <Link to="/pages/setting/addWallet" className={styles.add}>
            {t('list.add')}
          </Link>
        }
      />
      <PaginatedList<WalletAddress>
        queryKey={readQueryKey('listWalletAddresses', 'list')}
        fetchPage={(page, limit, signal) => listWalletAddresses({ page, limit }, { signal }).then(fromPageData)}
        itemKey={(address, index) => `${address.id}-${index}`}
        renderItem={(address) => <WalletAddressCard address={address} />}
        label={t('list.title')}
        emptyText={t('list.empty')}
      />
    </main>
  );
}
