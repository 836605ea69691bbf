import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetBankCardQueryKey, useGetBankCard, useSaveBankCard } from '../../../gen/api/settings/settings';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import { ErrorState } from '../../../shared/ui/state/error-state';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { BankCardForm } from '../forms/bank-card-form';
import { BANK_CARD_FIELDS, type BankCardValues } from '../forms/bank-card.schema';
import { savedValues, trimValues } from '../forms/trim-values';
import styles from './bank-card.module.css';

/** The domestic bank card used for bank withdrawals: shows the saved card and saves changes. */
export function BankCardScreen() {
  const { t } = useTranslation('bank-card');
  const queryClient = useQueryClient();
  const navigation = useAppNavigation();
  const card = useGetBankCard();
  const { mutateAsync } = useSaveBankCard();
  const onSubmit = async (values: BankCardValues) => {
    try {
      showToast(await mutateAsync({ data: trimValues(values) }));
    } catch {
      return; // the server's reason was shown; the form keeps what the user typed
    }
    await queryClient.invalidateQueries({ queryKey: getGetBankCardQueryKey() });
    navigation.back();
  };
  let body;
  if (card.isPending) body = <DelayedSpinner />;
  else if (card.error) body = <ErrorState onRetry={() => void card.refetch()} retrying={card.isRefetching} />;
  else
    body = (
      <>
        <p className={styles.intro}>{t(card.data.id ? 'domestic.saved' : 'domestic.intro')}</p>
        <BankCardForm
          initialValues={savedValues(BANK_CARD_FIELDS, card.data)}
          banks={card.data.banks}
          onSubmit={onSubmit}
        />
      </>
    );
  return (
    <main className={styles.page}>
      <PageHeader title={t('domestic.title')} back />
      <div className={styles.content}>{body}</div>
    </main>
  );
}
