import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { lazy } from 'yup';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { availableIn, type FundAccountView } from '../../../shared/lib/wallet/fund-accounts';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { Facts } from '../../../shared/ui/layout/facts';
import { FromToFields } from './from-to-fields';
import { accountTransferSchema, type AccountTransferValues } from './account-transfer.schema';

type AccountTransferFormProps = {
  accounts: FundAccountView[];
  initialValues: AccountTransferValues;
  onSubmit: (values: AccountTransferValues, helpers: FormikHelpers<AccountTransferValues>) => Promise<void>;
};

const available = (accounts: FundAccountView[], values: AccountTransferValues) =>
  availableIn(accounts, values.from, Number(values.currency));

/** Coins any account holds, by id, with their names. */
const coinsOf = (accounts: FundAccountView[]) =>
  [...new Map(accounts.flatMap((account) => account.balances.map((row) => [row.currency, row.name]))).entries()].map(
    ([value, label]) => ({ value: String(value), label }),
  );

function TransferFields({ accounts }: { accounts: FundAccountView[] }) {
  const { t } = useTranslation(['transfers', 'funds']);
  const { values } = useFormikContext<AccountTransferValues>();
  const coin = coinsOf(accounts).find((option) => option.value === values.currency)?.label ?? '';
  const holding = accounts.filter((account) =>
    account.balances.some((row) => String(row.currency) === values.currency),
  );
  const options = holding.map((account) => ({ value: account.key, label: t(`funds:accounts.${account.key}`) }));
  return (
    <Form noValidate aria-label={t('transfers:title')}>
      <SelectField name="currency" label={t('transfers:coin')} options={coinsOf(accounts)} />
      <FromToFields
        options={options}
        labels={{ from: t('transfers:from'), to: t('transfers:to'), swap: t('transfers:swap') }}
      />
      <Facts
        label={t('transfers:balances')}
        facts={[values.from, values.to].map((key) => ({
          label: t('transfers:availableIn', { account: t(`funds:accounts.${key}`) }),
          value: `${formatCoinAmount(availableIn(accounts, key, Number(values.currency)), coin)} ${coin}`,
        }))}
      />
      <DecimalField
        name="amount"
        label={t('transfers:amount')}
        placeholder={t('transfers:amountHint')}
        unit={coin}
        all={available(accounts, values)}
      />
      <SubmitButton>{t('transfers:submit')}</SubmitButton>
    </Form>
  );
}

/** Moves a coin from one of the user's accounts to another: pickers, swap, the whole balance at one tap. */
export function AccountTransferForm({ accounts, initialValues, onSubmit }: AccountTransferFormProps) {
  const schema = lazy((values: AccountTransferValues) => accountTransferSchema(available(accounts, values), ''));
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <TransferFields accounts={accounts} />
    </Formik>
  );
}
