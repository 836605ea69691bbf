import { useRouter } from '@tanstack/react-router';
import { useSubmitVerification as useSubmitVerificationMutation } from '../../../gen/api/settings/settings';
import type { SubmitVerificationBody } from '../../../gen/model';
import { showToast } from '../../../shared/ui/toast/toast-store';

/** Submits a verification; on success shows the server's confirmation and opens the state page. */
export function useSubmitVerification() {
  const router = useRouter();
  const { mutateAsync } = useSubmitVerificationMutation();
  return async (body: SubmitVerificationBody) => {
    try {
      showToast(await mutateAsync({ data: body }));
    } catch {
      return; // the server's reason was shown; the form keeps what the user typed
    }
    await router.navigate({ to: '/pages/setting/real_mark', replace: true });
  };
}
