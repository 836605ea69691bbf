import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetInternationalBankCard, useSaveInternationalBankCard } from '../../../gen/api/settings/settings';
import { BankCardPage } from '../components/bank-card-page';
import { InternationalBankCardForm } from '../forms/international-bank-card-form';
import { INTERNATIONAL_BANK_CARD_FIELDS } from '../forms/international-bank-card.schema';

/** The international bank card used for SWIFT withdrawals: shows the saved card and saves changes. */
export function InternationalBankCardScreen() {
  const { t } = useTranslation('bank-card');
  const { mutateAsync } = useSaveInternationalBankCard();
  return (
    <BankCardPage
      title={t('international.title')}
      card={useGetInternationalBankCard()}
      fields={INTERNATIONAL_BANK_CARD_FIELDS}
      intro={(card) => t(card.real_name ? 'international.saved' : 'international.intro')}
      save={(data) => mutateAsync({ data })}
    >
      {({ initialValues, onSubmit }) => <InternationalBankCardForm initialValues={initialValues} onSubmit={onSubmit} />}
    </BankCardPage>
  );
}
