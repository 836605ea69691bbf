import { useSendEmailCode } from '../../../gen/api/auth/auth';
import {
  useGetBankCard,
  useGetInternationalBankCard,
  useGetUserInfo,
  useListWalletAddresses,
} from '../../../gen/api/settings/settings';
import { useGetWithdrawalInfo, useSubmitWithdrawal } from '../../../gen/api/wallet/wallet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { buttonClassName } from '../../../shared/ui/button/button';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { useConfirmStep } from '../../../shared/ui/dialog/use-confirm-step';
import styles from '../../../shared/ui/layout/form-page.module.css';
import state from '../../../shared/ui/state/state.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { Link } from '../../../shared/ui/link/link';
import { receivedOf, WithdrawalForm } from '../forms/withdrawal-form';
import { withdrawalBody, type WithdrawalValues } from '../forms/withdrawal.schema';
import { destinationsOf } from '../lib/destinations';

/** Where an account without a fund password sets one (with a code sent to its e-mail address). */
const SET_FUND_PASSWORD_PATH = '/pages/setting/payPassword';

/** A withdrawal needs a fund password: an account without one is sent to set it first. */
function NoFundPassword() {
  const { t } = useTranslation('withdrawal');
  return (
    <div className={state.state} role="alert">
      <p>{t('noFundPassword')}</p>
      <Link to={SET_FUND_PASSWORD_PATH} className={buttonClassName()}>
        {t('setFundPassword')}
      </Link>
    </div>
  );
}

/** Withdrawal of a coin of the spot account to a saved address or bank card, after a last look at the summary. */
export function WithdrawalScreen({ currency = 3 }: { currency?: number }) {
  const { t } = useTranslation('withdrawal');
  const navigation = useAppNavigation();
  const info = useGetWithdrawalInfo({ currency });
  const user = useGetUserInfo();
  const addresses = useListWalletAddresses({ page: 1, limit: 50 });
  const domestic = useGetBankCard();
  const international = useGetInternationalBankCard();
  const { mutateAsync, isPending } = useSubmitWithdrawal();
  const emailCode = useSendEmailCode();
  const { pending, review, close } = useConfirmStep<WithdrawalValues>();

  const sendCode = async () => {
    const profile = user.data;
    const target = profile?.email ?? profile?.phone ?? '';
    showToast(await emailCode.mutateAsync({ data: { user_string: target, type: 'withdraw' } }));
  };
  const confirm = async () => {
    if (!pending || !info.data) return;
    try {
      const message = await mutateAsync({ data: withdrawalBody(pending, { currency, rate: info.data.rate }) });
      showToast(message);
    } catch {
      close();
      return; // the server's reason was shown; the form keeps what was typed
    }
    close();
    navigation.redirect({ to: '/pages/fund/receive_withdraw_record', search: { tab: 'withdraw' } });
  };
  return (
    <main className={styles.page}>
      <PageHeader title={t('title')} back />
      <div className={styles.content}>
        <nav className={styles.links} aria-label={t('coin')}>
          <Link className={styles.link} to="/pages/fund/select" search={{ next: 'withdraw' }}>
            {t('changeCoin', { coin: info.data?.name ?? '' })}
          </Link>
          <Link className={styles.link} to="/pages/fund/receive_withdraw_record" search={{ tab: 'withdraw' }}>
            {t('records')}
          </Link>
        </nav>
        {/* the server refuses a withdrawal without a fund password: say so before the form (false, not unknown) */}
        {user.data?.pay_password_set === false ? (
          <NoFundPassword />
        ) : (
          <QueryView query={info}>
            {(data) => (
              <>
                <WithdrawalForm
                  info={data}
                  destinations={destinationsOf(currency, addresses.data?.data ?? [], domestic.data, international.data)}
                  onSendCode={sendCode}
                  onSubmit={review}
                />
                <ConfirmSheet
                  open={pending !== null}
                  title={t('confirmTitle')}
                  loading={isPending}
                  onClose={close}
                  onConfirm={() => void confirm()}
                  notice={t('confirmNotice')}
                  rows={
                    pending
                      ? [
                          { label: t('amount'), value: `${formatCoinAmount(pending.amount, data.name)} ${data.name}` },
                          { label: t('fee'), value: `${formatCoinAmount(data.rate, data.name)} ${data.name}` },
                          {
                            label: t('received'),
                            value: `${formatCoinAmount(receivedOf(pending.amount, data.rate), data.name)} ${data.name}`,
                          },
                          {
                            label: t('destination.label'),
                            value:
                              pending.destination === '0'
                                ? pending.address
                                : t(`destinationName.${pending.destination}`),
                          },
                        ]
                      : []
                  }
                />
              </>
            )}
          </QueryView>
        )}
      </div>
    </main>
  );
}
