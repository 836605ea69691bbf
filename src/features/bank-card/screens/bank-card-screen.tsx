import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetBankCard, useSaveBankCard } from '../../../gen/api/settings/settings';
import { BankCardPage } from '../components/bank-card-page';
import { BankCardForm } from '../forms/bank-card-form';
import { BANK_CARD_FIELDS } from '../forms/bank-card.schema';

/** The domestic bank card used for bank withdrawals: shows the saved card and saves changes. */
export function BankCardScreen() {
  const { t } = useTranslation('bank-card');
  const { mutateAsync } = useSaveBankCard();
  return (
    <BankCardPage
      title={t('domestic.title')}
      card={useGetBankCard()}
      fields={BANK_CARD_FIELDS}
      intro={(card) => t(card.id ? 'domestic.saved' : 'domestic.intro')}
      save={(data) => mutateAsync({ data })}
    >
      {({ card, initialValues, onSubmit }) => (
        <BankCardForm initialValues={initialValues} banks={card.banks} onSubmit={onSubmit} />
      )}
    </BankCardPage>
  );
}
