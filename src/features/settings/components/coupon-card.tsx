import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Coupon } from '../../../gen/model';
import { formatPrice } from '../../../shared/lib/format/number';
import { Button } from '../../../shared/ui/button/button';
import styles from './coupon-card.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

type CouponCardProps = { coupon: Coupon; onUse: (coupon: Coupon) => void; using: boolean };

/** One coupon: its value, conditions, expiry and, while unused, "use now". */
export function CouponCard({ coupon, onUse, using }: CouponCardProps) {
  const { t } = useTranslation('settings');
  const value =
    coupon.type === 1
      ? t('coupon.amount', { amount: formatPrice(coupon.amount), currency: coupon.currency })
      : t('coupon.discount', { discount: formatPrice(coupon.discount) });
  const condition =
    Number(coupon.min_spend) > 0
      ? t('coupon.minSpend', { amount: formatPrice(coupon.min_spend), currency: coupon.currency })
      : t('coupon.noMinimum');
  return (
    <article
      className={coupon.status === 0 ? styles.card : `${styles.card} ${styles.inactive}`}
      aria-label={coupon.title}
    >
      <div className={styles.value}>{value}</div>
      <div className={styles.body}>
        <h3 className={styles.title}>{coupon.title}</h3>
        <p className={styles.line}>{t(`coupon.scenes.${coupon.scene}`)}</p>
        <p className={styles.line}>{condition}</p>
        <p className={styles.line}>{t('coupon.expires', { time: localTime(coupon.expire_time) })}</p>
      </div>
      {coupon.status === 0 ? (
        <Button
          size="small"
          onClick={() => onUse(coupon)}
          loading={using}
          aria-label={t('coupon.useLabel', { title: coupon.title })}
        >
          {t('coupon.use')}
        </Button>
      ) : (
        <span className={styles.badge}>{t(coupon.status === 1 ? 'coupon.tabs.used' : 'coupon.tabs.expired')}</span>
      )}
    </article>
  );
}
