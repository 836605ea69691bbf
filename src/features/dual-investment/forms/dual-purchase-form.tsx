import { Form, Formik } from 'formik';
import type { DualProduct } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { SettlementPreview } from '../components/settlement-preview';
import { sharesCost } from '../lib/product-settlement';
import { dualPurchaseSchema, type DualPurchaseValues } from './dual-purchase.schema';

type DualPurchaseFormProps = {
  product: DualProduct;
  balance?: string;
  onSubmit: (values: DualPurchaseValues) => void;
};

/** Whole shares as text typed by the user, or none. */
const wholeShares = (text: string) => (/^\s*[1-9]\d{0,6}\s*$/.test(text) ? Number(text.trim()) : undefined);

/** Shares to buy, their cost against the balance, and what they pay back in either outcome. */
export function DualPurchaseForm({ product, balance, onSubmit }: DualPurchaseFormProps) {
  const { t } = useTranslation('dual-investment');
  const sharePrice = product.share_price ?? '0';
  const pay = product.share_currency ?? product.currency_name;
  const schema = dualPurchaseSchema({
    maxShares: Math.min(product.remaining_number, product.user_limit),
    sharePrice,
    balance,
  });
  return (
    <Formik<DualPurchaseValues> initialValues={{ shares: '' }} validationSchema={schema} onSubmit={onSubmit}>
      {({ values }) => {
        const shares = wholeShares(values.shares);
        return (
          <Form noValidate aria-label={t('purchase.form')} className={card.list}>
            <section className={card.card}>
              <DecimalField
                name="shares"
                label={t('purchase.shares')}
                placeholder={t('purchase.sharesPlaceholder', {
                  max: Math.min(product.remaining_number, product.user_limit),
                })}
                unit={t('purchase.unit')}
              />
              <p className={card.note} aria-live="polite">
                {t('purchase.cost', {
                  cost: shares ? formatCoinAmount(sharesCost(product, shares), pay) : '--',
                  pay,
                })}
              </p>
              <p className={card.note}>{t('purchase.available', { amount: formatCoinAmount(balance, pay), pay })}</p>
            </section>
            <SettlementPreview product={product} shares={shares ?? 1} />
            <SubmitButton>{t('purchase.submit')}</SubmitButton>
          </Form>
        );
      }}
    </Formik>
  );
}
