import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { toInputValue } from '../lib/date-input';
import { resellSchema, type ResellValues } from './resell.schema';
import { serverNow } from '../../../shared/lib/time/server-clock';

const DAY = 86_400_000;

type ResellFormProps = { unit: string; onResell: (values: ResellValues) => Promise<boolean> };

function AuctionFields({ unit }: { unit: string }) {
  const { t } = useTranslation('nft');
  const { values } = useFormikContext<ResellValues>();
  if (values.type !== 'auction') return null;
  return (
    <>
      <DecimalField
        name="add_price"
        label={t('resell.addPrice')}
        placeholder={t('resell.addPricePlaceholder')}
        unit={unit}
      />
      <TextField name="start_time" type="datetime-local" label={t('resell.start')} />
      <TextField name="end_time" type="datetime-local" label={t('resell.end')} />
    </>
  );
}

/**
 * A resale at a fixed price or by auction (starting price, per-raise amount, window). Confirming says that a
 * resale cannot be withdrawn; a refusal keeps every field as typed.
 */
export function ResellForm({ unit, onResell }: ResellFormProps) {
  const { t } = useTranslation(['nft', 'money', 'validation']);
  const [now] = useState(() => serverNow());
  const schema = useMemo(() => resellSchema(now), [now]);
  const [pending, setPending] = useState<ResellValues | null>(null);
  const [sending, setSending] = useState(false);
  const initial: ResellValues = {
    type: 'normal',
    price: '',
    add_price: '',
    start_time: toInputValue(now),
    end_time: toInputValue(now + DAY),
  };
  const confirm = async () => {
    if (!pending) return;
    setSending(true);
    const done = await onResell(pending);
    setSending(false);
    if (done) setPending(null);
  };
  const auction = pending?.type === 'auction';
  return (
    <>
      <Formik initialValues={initial} validationSchema={schema} onSubmit={(values) => setPending(values)}>
        <Form noValidate aria-label={t('resell.title')}>
          <SelectField
            name="type"
            label={t('resell.type')}
            options={[
              { value: 'normal', label: t('mode.normal') },
              { value: 'auction', label: t('mode.auction') },
            ]}
          />
          <DecimalField name="price" label={t('resell.price')} placeholder={t('resell.pricePlaceholder')} unit={unit} />
          <AuctionFields unit={unit} />
          <SubmitButton>{t('resell.submit')}</SubmitButton>
        </Form>
      </Formik>
      <ConfirmSheet
        open={pending !== null}
        title={t('resell.confirmTitle')}
        rows={[
          { label: t('resell.type'), value: t(auction ? 'mode.auction' : 'mode.normal') },
          { label: t('resell.price'), value: `${formatCoinAmount(pending?.price, unit)} ${unit}` },
          ...(auction
            ? [
                { label: t('resell.addPrice'), value: `${formatCoinAmount(pending?.add_price, unit)} ${unit}` },
                { label: t('resell.start'), value: pending?.start_time?.replace('T', ' ') ?? '' },
                { label: t('resell.end'), value: pending?.end_time?.replace('T', ' ') ?? '' },
              ]
            : []),
        ]}
        notice={t('resell.noWithdraw')}
        loading={sending}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </>
  );
}
