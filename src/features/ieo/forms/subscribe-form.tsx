import { Form, Formik } from 'formik';
import type { IeoProjectInfo } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isDecimalText } from '../../../shared/lib/format/decimal';
import { formatPrice } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { remainingOf } from '../lib/ieo-figures';
import { subscribeSchema, subscriptionCost, type SubscribeValues } from './subscribe.schema';

type SubscribeFormProps = { info: IeoProjectInfo; balance?: string; onSubmit: (values: SubscribeValues) => void };

/** Coins to subscribe, paid in the project's currency at its price, with the cost and the balance beside them. */
export function SubscribeForm({ info, balance, onSubmit }: SubscribeFormProps) {
  const { t } = useTranslation('ieo');
  const schema = subscribeSchema({
    min: info.min,
    remaining: remainingOf(info.total_sell).toFixed(),
    price: info.price,
    balance,
    unit: info.currency_name,
  });
  const pay = info.pay_currency_name;
  return (
    <Formik<SubscribeValues> initialValues={{ amount: '' }} validationSchema={schema} onSubmit={onSubmit}>
      {({ values }) => (
        <Form noValidate aria-label={t('subscribe.form')}>
          <p className={card.note}>
            {t('subscribe.pay', { pay, price: formatPrice(info.price, 8), coin: info.currency_name })}
          </p>
          <DecimalField
            name="amount"
            label={t('subscribe.amount')}
            placeholder={t('subscribe.amountPlaceholder', { min: formatCoinAmount(info.min, info.currency_name) })}
            unit={info.currency_name}
          />
          <p className={card.note} aria-live="polite">
            {t('subscribe.cost', {
              cost: isDecimalText(values.amount)
                ? formatCoinAmount(subscriptionCost(values.amount.trim(), info.price), pay)
                : '--',
              pay,
            })}
          </p>
          <p className={card.note}>{t('subscribe.available', { amount: formatCoinAmount(balance, pay), pay })}</p>
          <SubmitButton>{t('subscribe.submit')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
