import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { listCoupons } from '../../../gen/api/settings/settings';
import type { Coupon } from '../../../gen/model';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromPageData } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { useRedeemCoupon } from '../api/use-redeem-coupon';
import { CouponCard } from '../components/coupon-card';
import { COUPON_TABS, type CouponStatusValue } from '../lib/coupon-scene';
import styles from './settings.module.css';

/** The user's coupons by state (unused, used, expired), soonest to expire first; unused ones can be used. */
export function CouponScreen() {
  const { t } = useTranslation('settings');
  const [status, setStatus] = useState<CouponStatusValue>(0);
  const { redeem, usingId } = useRedeemCoupon();
  return (
    <main className={styles.page}>
      <PageHeader title={t('coupon.title')} back />
      <div className={styles.tabs} role="tablist" aria-label={t('coupon.title')}>
        {COUPON_TABS.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={status === tab.status}
            onClick={() => setStatus(tab.status)}
          >
            {t(`coupon.tabs.${tab.key}`)}
          </button>
        ))}
      </div>
      <PaginatedList<Coupon>
        queryKey={readQueryKey('listCoupons', 'status', status)}
        fetchPage={(page, limit, signal) => listCoupons({ status, page, limit }, { signal }).then(fromPageData)}
        itemKey={(coupon, index) => `${coupon.id}-${index}`}
        renderItem={(coupon) => (
          <CouponCard coupon={coupon} onUse={(chosen) => void redeem(chosen)} using={usingId === coupon.id} />
        )}
        label={t(`coupon.tabs.${COUPON_TABS.find((tab) => tab.status === status)!.key}`)}
        emptyText={t('coupon.empty')}
      />
    </main>
  );
}
