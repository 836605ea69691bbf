import Big from 'big.js';
import { Formik, useFormikContext } from 'formik';
import { Link } from '../../../shared/ui/link/link';
import type { WalletWithdrawInfo } from '../../../gen/model';
import { WriteForm } from '../../../shared/ui/form/write-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { CodeField } from '../../../shared/ui/form/code-field';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { Facts } from '../../../shared/ui/layout/facts';
import styles from '../../../shared/ui/layout/form-page.module.css';
import introLine from '../../../shared/ui/layout/intro.module.css';
import type { Destinations } from '../lib/destinations';
import { withdrawalSchema, type WithdrawalValues } from './withdrawal.schema';
import { submitWithdrawalMaxLengths } from '../../../gen/form-lengths/submitWithdrawal';

type WithdrawalFormProps = {
  info: WalletWithdrawInfo;
  destinations: Destinations;
  onSendCode: () => Promise<unknown>;
  onSubmit: (values: WithdrawalValues) => Promise<void>;
};

/** What arrives: the amount less the fee, never below zero. */
export function receivedOf(amount: string, fee: string): string {
  try {
    const received = new Big(amount).minus(fee);
    return received.gt(0) ? received.toFixed() : '0';
  } catch {
    return '0';
  }
}

function DestinationFields({ destinations }: { destinations: Destinations }) {
  const { t } = useTranslation('withdrawal');
  const { values } = useFormikContext<WithdrawalValues>();
  const options = [
    { value: '0', label: t('destination.address') },
    { value: '1', label: t('destination.domestic') },
    { value: '2', label: t('destination.international') },
  ];
  const card = values.destination === '1' ? destinations.domesticCard : destinations.internationalCard;
  return (
    <>
      <SelectField name="destination" label={t('destination.label')} options={options} />
      {values.destination === '0' ? (
        <>
          {destinations.addresses.length > 0 && (
            <SelectField
              name="address"
              label={t('savedAddress')}
              placeholder={t('chooseAddress')}
              options={destinations.addresses.map((row) => ({
                value: row.address,
                label: `${row.name} ${row.address}`,
              }))}
            />
          )}
          <TextField name="address" label={t('address')} placeholder={t('addressHint')} />
        </>
      ) : card ? (
        <p className={`${introLine.intro} ${styles.intro}`}>{t('toCard', { card })}</p>
      ) : (
        <p className={`${introLine.intro} ${styles.intro}`}>
          {t('noCard')}{' '}
          <Link
            className={styles.link}
            to={values.destination === '1' ? '/pages/setting/bank' : '/pages/setting/bank_international'}
          >
            {t('addCard')}
          </Link>
        </p>
      )}
    </>
  );
}

function WithdrawalFields({ info, destinations, onSendCode }: Omit<WithdrawalFormProps, 'onSubmit'>) {
  const { t } = useTranslation('withdrawal');
  const { values } = useFormikContext<WithdrawalValues>();
  const left =
    info.withdraw_limit_24h !== undefined
      ? new Big(info.withdraw_limit_24h).minus(info.withdrawn_24h ?? '0')
      : undefined;
  const limitCoin = info.limit_currency ?? 'BTC';
  return (
    <WriteForm lengths={submitWithdrawalMaxLengths} noValidate aria-label={t('title')}>
      <DestinationFields destinations={destinations} />
      <DecimalField
        name="amount"
        label={t('amount')}
        placeholder={t('amountHint', { min: formatCoinAmount(info.min_number, info.name) })}
        unit={info.name}
        all={info.change_balance}
      />
      <Facts
        label={t('terms')}
        facts={[
          { label: t('available'), value: `${formatCoinAmount(info.change_balance, info.name)} ${info.name}` },
          { label: t('minimum'), value: `${formatCoinAmount(info.min_number, info.name)} ${info.name}` },
          { label: t('fee'), value: `${formatCoinAmount(info.rate, info.name)} ${info.name}` },
          {
            label: t('received'),
            value: `${formatCoinAmount(receivedOf(values.amount, info.rate), info.name)} ${info.name}`,
          },
          ...(left
            ? [
                {
                  label: t('limit24h'),
                  value: t('limitLeft', {
                    left: formatCoinAmount(left.lt(0) ? 0 : left, limitCoin),
                    limit: formatCoinAmount(info.withdraw_limit_24h, limitCoin),
                    coin: limitCoin,
                  }),
                },
              ]
            : []),
        ]}
      />
      <PasswordField name="pay_password" label={t('payPassword')} placeholder={t('payPasswordHint')} />
      <CodeField name="code" label={t('code')} placeholder={t('codeHint')} onSend={onSendCode} />
      <SubmitButton
        disabled={
          values.destination !== '0' &&
          !(values.destination === '1' ? destinations.domesticCard : destinations.internationalCard)
        }
      >
        {t('submit')}
      </SubmitButton>
    </WriteForm>
  );
}

/** The withdrawal form: destination, amount within the minimum and the balance, fund password and code. */
export function WithdrawalForm({ info, destinations, onSendCode, onSubmit }: WithdrawalFormProps) {
  const initialValues: WithdrawalValues = {
    destination: '0',
    address: destinations.addresses[0]?.address ?? '',
    amount: '',
    pay_password: '',
    code: '',
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={withdrawalSchema({ min: info.min_number, available: info.change_balance, unit: info.name })}
      onSubmit={onSubmit}
    >
      <WithdrawalFields info={info} destinations={destinations} onSendCode={onSendCode} />
    </Formik>
  );
}
