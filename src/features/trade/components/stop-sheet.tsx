import { Form, Formik } from 'formik';
import { object } from 'yup';
import { useSetFuturesStopPrices } from '../../../gen/api/trade/trade';
import type { LeverPosition } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toBig, trimZeros } from '../../../shared/lib/format/decimal';
import { formatPrice } from '../../../shared/lib/format/number';
import { BottomSheet } from '../../../shared/ui/dialog/bottom-sheet';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { stopPriceRules } from '../forms/futures-order.schema';
import styles from './trade.module.css';

const shown = (price: string) => (toBig(price)?.gt(0) ? trimZeros(price) : '');

type StopSheetProps = { position: LeverPosition | null; pricePrecision: number; onClose: () => void };

/** Sets or clears the take-profit and stop-loss of an open position, checked against its current price. */
export function StopSheet({ position, pricePrecision, onClose }: StopSheetProps) {
  const { t } = useTranslation(['trade', 'money']);
  const save = useSetFuturesStopPrices();
  if (!position) return null;
  const schema = object(stopPriceRules(position.type, pricePrecision, () => position.update_price));
  return (
    <BottomSheet open title={t('positions.stopTitle', { symbol: position.symbol })} onClose={onClose}>
      <p className={styles.muted}>{t('positions.markPrice', { price: formatPrice(position.update_price, 8) })}</p>
      <Formik
        initialValues={{ takeProfit: shown(position.target_profit_price), stopLoss: shown(position.stop_loss_price) }}
        validationSchema={schema}
        onSubmit={async (values) => {
          try {
            await save.mutateAsync({
              data: {
                id: position.id,
                target_profit_price: values.takeProfit || '0',
                stop_loss_price: values.stopLoss || '0',
              },
            });
            showToast(t('positions.stopSaved'));
            onClose();
          } catch {
            // the server's message was shown; the sheet keeps what was typed
          }
        }}
      >
        <Form noValidate aria-label={t('positions.stopTitle', { symbol: position.symbol })}>
          <DecimalField name="takeProfit" label={t('futures.takeProfit')} placeholder={t('futures.optional')} />
          <DecimalField name="stopLoss" label={t('futures.stopLoss')} placeholder={t('futures.optional')} />
          <SubmitButton>{t('positions.saveStops')}</SubmitButton>
        </Form>
      </Formik>
    </BottomSheet>
  );
}
