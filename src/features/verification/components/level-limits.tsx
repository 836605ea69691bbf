import { useTranslation } from '../../../shared/i18n/use-translation';
import { VERIFICATION_LIMITS } from '../../../shared/config/verification-limits';
import { formatPrice } from '../../../shared/lib/format/number';
import type { VerificationLevel } from '../lib/verification-stage';
import styles from '../screens/verification.module.css';

/** The limits of both levels, the user's own marked. */
export function LevelLimits({ current }: { current: VerificationLevel | null }) {
  const { t } = useTranslation('verification');
  return (
    <ul className={styles.limits} aria-label={t('limits.title')}>
      {(['basic', 'advanced'] as const).map((level) => {
        const limits = VERIFICATION_LIMITS[level];
        return (
          <li
            key={level}
            className={level === current ? styles.currentLimit : undefined}
            aria-current={level === current || undefined}
          >
            <strong>{t(`limits.${level}`, { name: limits.name })}</strong>
            <span>
              {t('limits.withdraw', {
                amount: formatPrice(limits.withdraw_limit_24h),
                currency: limits.withdraw_limit_currency,
              })}
            </span>
            <span>
              {t('limits.fiat', { amount: formatPrice(limits.fiat_trade_limit), currency: limits.fiat_trade_currency })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
