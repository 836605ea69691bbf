import { createFileRoute } from '@tanstack/react-router';
import { CouponScreen } from '../../../../features/settings/screens/coupon-screen';

export const Route = createFileRoute('/_authed/pages/setting/coupon')({ component: CouponScreen });
