import { useSubmitDepositRequest } from '../../../gen/api/wallet/wallet';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { showToast } from '../../../shared/ui/toast/toast-store';
import type { DepositValues } from '../forms/deposit.schema';

/**
 * Sends a deposit for review (`type` 0 coins sent to the address, 1 a bank transfer, `currency` then being the
 * receiving account's id) and opens the records, where it shows as pending.
 */
export function useDeclareDeposit(type: 0 | 1, currency: number) {
  const { mutateAsync } = useSubmitDepositRequest();
  const navigation = useAppNavigation();
  return async (values: DepositValues) => {
    try {
      showToast(await mutateAsync({ data: { account: values.voucher, amount: values.amount, currency, type } }));
    } catch {
      return; // the server's reason was shown; the form keeps what was typed
    }
    navigation.redirect({ to: '/pages/fund/receive_withdraw_record', search: { tab: 'deposit' } });
  };
}
