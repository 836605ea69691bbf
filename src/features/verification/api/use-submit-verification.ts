import { useSubmitVerification as useSubmitVerificationMutation } from '../../../gen/api/settings/settings';
import type { SubmitVerificationBody } from '../../../gen/model';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { showToast } from '../../../shared/ui/toast/toast-store';

/** Submits a verification; on success shows the server's confirmation and opens the state page. */
export function useSubmitVerification() {
  const { redirect } = useAppNavigation();
  const { mutateAsync } = useSubmitVerificationMutation();
  return async (body: SubmitVerificationBody) => {
    try {
      showToast(await mutateAsync({ data: body }));
    } catch {
      return; // the server's reason was shown; the form keeps what the user typed
    }
    await redirect({ to: '/pages/setting/real_mark' });
  };
}
