import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetInternationalBankCardQueryKey,
  useGetInternationalBankCard,
  useSaveInternationalBankCard,
} from '../../../gen/api/settings/settings';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import { ErrorState } from '../../../shared/ui/state/error-state';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { InternationalBankCardForm } from '../forms/international-bank-card-form';
import {
  INTERNATIONAL_BANK_CARD_FIELDS,
  type InternationalBankCardValues,
} from '../forms/international-bank-card.schema';
import { savedValues, trimValues } from '../forms/trim-values';
import styles from './bank-card.module.css';

/** The international bank card used for SWIFT withdrawals: shows the saved card and saves changes. */
export function InternationalBankCardScreen() {
  const { t } = useTranslation('bank-card');
  const queryClient = useQueryClient();
  const navigation = useAppNavigation();
  const card = useGetInternationalBankCard();
  const { mutateAsync } = useSaveInternationalBankCard();
  const onSubmit = async (values: InternationalBankCardValues) => {
    try {
      showToast(await mutateAsync({ data: trimValues(values) }));
    } catch {
      return; // the server's reason was shown; the form keeps what the user typed
    }
    await queryClient.invalidateQueries({ queryKey: getGetInternationalBankCardQueryKey() });
    navigation.back();
  };
  let body;
  if (card.isPending) body = <DelayedSpinner />;
  else if (card.error) body = <ErrorState onRetry={() => void card.refetch()} retrying={card.isRefetching} />;
  else
    body = (
      <>
        <p className={styles.intro}>{t(card.data.real_name ? 'international.saved' : 'international.intro')}</p>
        <InternationalBankCardForm
          initialValues={savedValues(INTERNATIONAL_BANK_CARD_FIELDS, card.data)}
          onSubmit={onSubmit}
        />
      </>
    );
  return (
    <main className={styles.page}>
      <PageHeader title={t('international.title')} back />
      <div className={styles.content}>{body}</div>
    </main>
  );
}
