import Big from 'big.js';
import { Form, Formik } from 'formik';
import type { GuessOption, GuessRound } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isDecimalText } from '../../../shared/lib/format/decimal';
import { NO_VALUE } from '../../../shared/lib/format/number';
import { wholeBounds } from '../../../shared/lib/validation/whole-bounds';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { BottomSheet } from '../../../shared/ui/dialog/bottom-sheet';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { betSchema, type BetValues } from '../forms/bet.schema';

type BetSheetProps = {
  round: GuessRound;
  option: GuessOption;
  balance?: string;
  onSubmit: (values: BetValues) => Promise<void>;
  onClose: () => void;
};

/** The stake on one option: checked against the round's limits and the balance, with the bonus a right guess pays. */
export function BetSheet({ round, option, balance, onSubmit, onClose }: BetSheetProps) {
  const { t } = useTranslation('guess');
  const schema = betSchema({ min: round.min_bet, max: round.max_bet, balance });
  return (
    <BottomSheet open title={t('sheet.title', { option: option.label })} onClose={onClose}>
      <p className={card.note}>{round.title}</p>
      <Formik<BetValues> initialValues={{ amount: '' }} validationSchema={schema} onSubmit={onSubmit}>
        {({ values }) => (
          <Form noValidate aria-label={t('sheet.title', { option: option.label })}>
            <DecimalField
              name="amount"
              label={t('sheet.amount')}
              placeholder={t('sheet.amountPlaceholder', wholeBounds(round.min_bet, round.max_bet))}
              unit="USDT"
              all={balance === undefined ? undefined : new Big(balance).round(2, Big.roundDown).toFixed(2)}
            />
            <p className={card.note}>{t('sheet.available', { amount: formatCoinAmount(balance, 'USDT') })}</p>
            <p className={card.note} aria-live="polite">
              {t('sheet.bonus', {
                odds: option.odds,
                amount: isDecimalText(values.amount)
                  ? formatCoinAmount(new Big(values.amount.trim()).times(option.odds), 'USDT')
                  : NO_VALUE,
              })}
            </p>
            <SubmitButton>{t('sheet.submit')}</SubmitButton>
          </Form>
        )}
      </Formik>
    </BottomSheet>
  );
}
