import type { TFunction } from 'i18next';
import { useGetWithdrawalRecord } from '../../../gen/api/wallet/wallet';
import type { WalletDepositRecord, WalletWithdrawRecord } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { imageUrl } from '../../../shared/lib/image-url';
import { Facts, type Fact } from '../../../shared/ui/layout/facts';
import styles from '../../../shared/ui/layout/form-page.module.css';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { useDepositRecord } from '../api/use-deposit-record';
import type { RecordKind } from '../components/record-row';
import { localTime } from '../../../shared/lib/format/server-time';

function depositFacts(row: WalletDepositRecord, t: TFunction<'funds'>): Fact[] {
  const coin = row.currency_name ?? row.name;
  return [
    { label: t('detail.status'), value: t(`status.deposit.${row.status}`) },
    { label: t('detail.amount'), value: `${formatCoinAmount(row.amount, coin)} ${coin}` },
    { label: t('detail.bonus'), value: `${formatCoinAmount(row.give, coin)} ${coin}` },
    { label: t('detail.way'), value: t(row.type === 0 ? 'detail.crypto' : 'detail.bank') },
    ...(row.sub_type ? [{ label: t('detail.chain'), value: row.sub_type }] : []),
    ...(row.address ? [{ label: t('detail.address'), value: row.address }] : []),
    { label: t('detail.created'), value: localTime(row.created_at) },
    ...(row.updated_at ? [{ label: t('detail.reviewed'), value: localTime(row.updated_at) }] : []),
    { label: t('detail.id'), value: String(row.id) },
  ];
}

function withdrawalFacts(row: WalletWithdrawRecord, t: TFunction<'funds'>): Fact[] {
  return [
    { label: t('detail.status'), value: t(`status.withdraw.${row.status}`) },
    { label: t('detail.amount'), value: `${formatCoinAmount(row.number, row.name)} ${row.name}` },
    ...(row.rate ? [{ label: t('detail.fee'), value: `${formatCoinAmount(row.rate, row.name)} ${row.name}` }] : []),
    ...(row.real_number
      ? [{ label: t('detail.received'), value: `${formatCoinAmount(row.real_number, row.name)} ${row.name}` }]
      : []),
    ...(row.address ? [{ label: t('detail.destination'), value: row.address }] : []),
    ...(row.txid ? [{ label: t('detail.txid'), value: row.txid }] : []),
    ...(row.notes ? [{ label: t('detail.notes'), value: row.notes }] : []),
    { label: t('detail.created'), value: localTime(row.create_time) },
    ...(row.update_time ? [{ label: t('detail.reviewed'), value: localTime(row.update_time) }] : []),
    { label: t('detail.id'), value: String(row.id) },
  ];
}

function DepositDetail({ id }: { id: number }) {
  const { t } = useTranslation('funds');
  const query = useDepositRecord(id);
  return (
    <QueryView skeleton="list" query={query} isEmpty={(row) => row === null} emptyText={t('detail.notFound')}>
      {(row) =>
        row && (
          <>
            <Facts label={t('detail.title')} facts={depositFacts(row, t)} />
            <img
              className={`${introLine.intro} ${styles.intro}`}
              src={imageUrl(row.user_account)}
              alt={t('detail.voucher')}
              width={240}
            />
          </>
        )
      }
    </QueryView>
  );
}

function WithdrawalDetail({ id }: { id: number }) {
  const { t } = useTranslation('funds');
  const query = useGetWithdrawalRecord({ id });
  return (
    <QueryView query={query}>{(row) => <Facts label={t('detail.title')} facts={withdrawalFacts(row, t)} />}</QueryView>
  );
}

/** One deposit or withdrawal record with every field the user may need (fee, chain, transaction id, review). */
export function RecordDetailScreen({ kind = 'deposit', id }: { kind?: RecordKind; id?: number }) {
  const { t } = useTranslation('funds');
  return (
    <main className={styles.page}>
      <PageHeader title={t('detail.title')} back />
      <div className={styles.content}>
        {id === undefined ? (
          <p className={`${introLine.intro} ${styles.intro}`}>{t('detail.notFound')}</p>
        ) : kind === 'deposit' ? (
          <DepositDetail id={id} />
        ) : (
          <WithdrawalDetail id={id} />
        )}
      </div>
    </main>
  );
}
