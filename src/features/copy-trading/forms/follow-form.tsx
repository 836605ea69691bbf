import { Form, Formik } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { AgreementField } from '../components/agreement-field';
import styles from '../components/copy.module.css';
import { ModeField } from '../components/mode-field';
import { MAX_FOLLOW_NUMBER } from '../lib/follow-number';
import { followSchema, type FollowValues } from './follow.schema';

type FollowFormProps = {
  /** The available futures balance in USDT (the copies are paid from it); unknown while it loads. */
  balance?: string;
  onSubmit: (values: FollowValues) => void;
};

const INITIAL: FollowValues = { type: '1', number: '', amount: '', agreed: false };

/** How to copy the trader (fixed multiple or fixed lots, and how many), the margin cap, and the agreement. */
export function FollowForm({ balance, onSubmit }: FollowFormProps) {
  const { t } = useTranslation('copy-trading');
  return (
    <Formik<FollowValues> initialValues={INITIAL} validationSchema={followSchema({ balance })} onSubmit={onSubmit}>
      {({ values }) => (
        <Form noValidate aria-label={t('form.title')}>
          <ModeField name="type" />
          <TextField
            name="number"
            label={values.type === '1' ? t('form.multiple') : t('form.lots')}
            placeholder={
              values.type === '1'
                ? t('form.multiplePlaceholder', { max: MAX_FOLLOW_NUMBER })
                : t('form.lotsPlaceholder', { max: MAX_FOLLOW_NUMBER })
            }
            inputMode={values.type === '1' ? 'decimal' : 'numeric'}
            autoComplete="off"
          />
          <p className={card.note}>{values.type === '1' ? t('form.multipleHint') : t('form.lotsHint')}</p>
          <DecimalField
            name="amount"
            label={t('form.amount')}
            placeholder={t('form.amountPlaceholder')}
            unit="USDT"
            all={balance}
          />
          <p className={card.note}>{t('form.available', { amount: formatCoinAmount(balance, 'USDT') })}</p>
          <AgreementField name="agreed" />
          <div className={styles.submit}>
            <SubmitButton>{t('form.submit')}</SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}
