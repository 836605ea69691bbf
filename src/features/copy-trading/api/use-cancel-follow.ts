import { useQueryClient } from '@tanstack/react-query';
import { useUnfollowCopyTrader } from '../../../gen/api/follow/follow';
import { invalidateAfter } from '../../../shared/lib/query/invalidation';
import { showToast } from '../../../shared/ui/toast/toast-store';

/** Stops following a trader; what the follow showed in is read again. */
export function useCancelFollow() {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useUnfollowCopyTrader({
    mutation: { onSuccess: () => invalidateAfter(queryClient, 'unfollowCopyTrader') },
  });
  const cancel = async (traderId: number) => {
    try {
      showToast(await mutateAsync({ data: { follow_user_id: traderId } }));
    } catch {
      return; // the server's reason was shown
    }
  };
  return { cancel, isPending };
}
