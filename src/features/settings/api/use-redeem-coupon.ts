import { useUseCoupon } from '../../../gen/api/settings/settings';
import type { Coupon } from '../../../gen/model';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { COUPON_SCENE_PATHS } from '../lib/coupon-scene';

/**
 * "Use now": redeems the coupon, shows the server's confirmation (the coupon lists and balances are read again) and
 * opens the trading screen where the coupon applies.
 */
export function useRedeemCoupon() {
  const { push } = useAppNavigation();
  const mutation = useUseCoupon();
  const redeem = async (coupon: Coupon) => {
    try {
      showToast(await mutation.mutateAsync({ data: { id: coupon.id } }));
    } catch {
      return; // the server's reason was shown
    }
    const path = COUPON_SCENE_PATHS[coupon.scene];
    if (path) await push({ to: path });
  };
  return { redeem, usingId: mutation.isPending ? mutation.variables?.data.id : undefined };
}
