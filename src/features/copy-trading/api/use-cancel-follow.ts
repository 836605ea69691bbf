import { useUnfollowCopyTrader } from '../../../gen/api/follow/follow';
import { showToast } from '../../../shared/ui/toast/toast-store';

/** Stops following a trader; what the follow showed in is read again. */
export function useCancelFollow() {
  const { mutateAsync, isPending } = useUnfollowCopyTrader();
  const cancel = async (traderId: number) => {
    try {
      showToast(await mutateAsync({ data: { follow_user_id: traderId } }));
    } catch {
      return; // the server's reason was shown
    }
  };
  return { cancel, isPending };
}
