import { Form, Formik } from 'formik';
import { object } from 'yup';
import { useGetBuyCryptoConfig, useUploadBuyCryptoVoucher } from '../../../gen/api/buy/buy';
import type { BuyCryptoConfig, BuyCryptoOrder } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { uploadedImageRule } from '../../../shared/lib/validation/rules';
import { ImageField } from '../../../shared/ui/form/image-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { Facts } from '../../../shared/ui/layout/facts';
import styles from '../../../shared/ui/layout/form-page.module.css';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { useBuyOrder } from '../api/use-buy-order';
import { countOf } from '../../../shared/lib/format/count-of';

const screenshotSchema = object({ screenshot: uploadedImageRule() });

/** The account to pay into: the one of the order's currency, else the default. */
function accountFor(config: BuyCryptoConfig, order: BuyCryptoOrder) {
  const own = config.bank_accounts.find((row) => row.currency === order.currency);
  const fallback = config.bank_instructions;
  return {
    beneficiary: own?.beneficiary ?? fallback.beneficiary,
    bank_name: own?.bank_name ?? fallback.bank_name,
    account: own?.account_number ?? fallback.iban,
    bic: own?.bic ?? fallback.bic,
    address: own?.address ?? fallback.address,
  };
}

function Instructions({ config, order }: { config: BuyCryptoConfig; order: BuyCryptoOrder }) {
  const { t } = useTranslation('buy');
  const navigation = useAppNavigation();
  const { mutateAsync } = useUploadBuyCryptoVoucher();
  const account = accountFor(config, order);
  const onSubmit = async ({ screenshot }: { screenshot: string }) => {
    try {
      showToast(await mutateAsync({ data: { id: order.id, screenshot } }));
    } catch {
      return;
    }
    navigation.redirect({ to: '/pages/buy/orders' });
  };
  return (
    <>
      <p className={`${introLine.intro} ${styles.intro}`}>
        {t('bankIntro', { days: config.settle_days, count: countOf(config.settle_days) })}
      </p>
      <Facts
        label={t('bankDetails')}
        facts={[
          { label: t('pay'), value: `${formatAmount(order.amount, 0)} ${order.currency}` },
          { label: t('receive'), value: `${formatCoinAmount(order.usdt_amount, 'USDT')} USDT` },
          { label: t('reference'), value: order.reference },
          { label: t('bank.beneficiary'), value: account.beneficiary },
          { label: t('bank.bank_name'), value: account.bank_name },
          { label: t('bank.account'), value: account.account },
          { label: t('bank.bic'), value: account.bic },
          { label: t('bank.address'), value: account.address },
        ]}
      />
      {order.status === 0 && !order.screenshot ? (
        <Formik initialValues={{ screenshot: '' }} validationSchema={screenshotSchema} onSubmit={onSubmit}>
          <Form noValidate aria-label={t('uploadTitle')}>
            <ImageField name="screenshot" label={t('screenshot')} />
            <SubmitButton>{t('paid')}</SubmitButton>
          </Form>
        </Formik>
      ) : (
        <p className={`${introLine.intro} ${styles.intro}`}>
          {t(order.status === 1 ? 'status.1' : 'awaitingSettlement')}
        </p>
      )}
    </>
  );
}

/** Bank-transfer instructions of an order and the upload of the transfer's screenshot. */
export function BankTransferScreen({ id }: { id?: number }) {
  const { t } = useTranslation('buy');
  return (
    <main className={styles.page}>
      <PageHeader title={t('bankTitle')} back />
      <div className={styles.content}>
        {id === undefined ? (
          <p className={`${introLine.intro} ${styles.intro}`}>{t('noOrder')}</p>
        ) : (
          <OrderInstructions id={id} />
        )}
      </div>
    </main>
  );
}

/** The instructions of the order the address names (its id checked by the route), once it is found. */
function OrderInstructions({ id }: { id: number }) {
  const { t } = useTranslation('buy');
  const config = useGetBuyCryptoConfig();
  const order = useBuyOrder(id);
  return (
    <QueryView skeleton="list" query={order} isEmpty={(row) => row === null} emptyText={t('noOrder')}>
      {(row) => row && <QueryView query={config}>{(data) => <Instructions config={data} order={row} />}</QueryView>}
    </QueryView>
  );
}
