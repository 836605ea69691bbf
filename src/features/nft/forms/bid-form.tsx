import type Big from 'big.js';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePlaceNftBid } from '../../../gen/api/nft/nft';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { bidSchema, type BidValues } from './bid.schema';

type BidFormProps = { code: string; minimum: Big; unit: string };

/** A bid of at least `minimum`; a refusal keeps what was typed, a placed bid clears the field. */
export function BidForm({ code, minimum, unit }: BidFormProps) {
  const { t } = useTranslation(['nft', 'money', 'validation']);
  const schema = useMemo(() => bidSchema(minimum, unit), [minimum, unit]);
  const place = usePlaceNftBid();
  const submit = async (values: BidValues, form: FormikHelpers<BidValues>) => {
    try {
      showToast(await place.mutateAsync({ data: { code, price: values.price.trim() } }));
    } catch {
      return;
    }
    form.resetForm();
  };
  return (
    <Formik initialValues={{ price: '' }} validationSchema={schema} onSubmit={submit}>
      <Form noValidate aria-label={t('bid.title')}>
        <DecimalField
          name="price"
          label={t('bid.price')}
          placeholder={t('bid.atLeast', { min: `${formatCoinAmount(minimum, unit)} ${unit}` })}
          unit={unit}
        />
        <SubmitButton>{t('bid.submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}
