import { useQueryClient } from '@tanstack/react-query';
import { useUnfollowCopyTrader } from '../../../gen/api/follow/follow';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { COPY_AFTER_WRITE } from './keys';

/** Stops following a trader, then refreshes everything the follow showed in. */
export function useCancelFollow() {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useUnfollowCopyTrader();
  const cancel = async (traderId: number) => {
    try {
      showToast(await mutateAsync({ data: { follow_user_id: traderId } }));
    } catch {
      return; // the server's reason was shown
    }
    await Promise.all(COPY_AFTER_WRITE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return { cancel, isPending };
}
