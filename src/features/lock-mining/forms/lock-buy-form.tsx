import { Form, Formik } from 'formik';
import type { LockMiningProduct } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isDecimalText } from '../../../shared/lib/format/decimal';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { expectedYield } from '../lib/lock-math';
import { lockBuySchema, type LockBuyValues } from './lock-buy.schema';

type LockBuyFormProps = {
  product: LockMiningProduct;
  balance?: string;
  onSubmit: (values: LockBuyValues) => void;
};

/** The amount to lock, checked against the product's limits and the balance, with the yield it would earn. */
export function LockBuyForm({ product, balance, onSubmit }: LockBuyFormProps) {
  const { t } = useTranslation('lock-mining');
  const unit = product.currency_name;
  const schema = lockBuySchema({ min: product.save_min, max: product.save_max, balance, unit });
  return (
    <Formik<LockBuyValues> initialValues={{ amount: '' }} validationSchema={schema} onSubmit={onSubmit}>
      {({ values }) => (
        <Form noValidate aria-label={t('buy.title')}>
          <DecimalField
            name="amount"
            label={t('buy.amount')}
            placeholder={t('buy.amountPlaceholder', { min: formatCoinAmount(product.save_min, unit), unit })}
            unit={unit}
            all={balance}
          />
          <p className={card.note}>{t('buy.available', { amount: formatCoinAmount(balance, unit), unit })}</p>
          <p className={card.note} aria-live="polite">
            {t('buy.expected', {
              amount: isDecimalText(values.amount)
                ? formatCoinAmount(expectedYield(values.amount.trim(), product.interest_rate, product.day), unit)
                : '--',
              unit,
              count: Number(product.day),
            })}
          </p>
          <SubmitButton>{t('buy.submit')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
