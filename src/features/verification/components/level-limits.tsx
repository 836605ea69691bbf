import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../shared/lib/format/number';
import { LEVEL_LIMITS } from '../lib/limits';
import type { VerificationLevel } from '../lib/verification-stage';
import styles from '../screens/verification.module.css';

/** The limits of both levels, the user's own marked. */
export function LevelLimits({ current }: { current: VerificationLevel | null }) {
  const { t } = useTranslation('verification');
  return (
    <ul className={styles.limits} aria-label={t('limits.title')}>
      {(['basic', 'advanced'] as const).map((level) => {
        const limits = LEVEL_LIMITS[level];
        return (
          <li
            key={level}
            className={level === current ? styles.currentLimit : undefined}
            aria-current={level === current || undefined}
          >
            <strong>{t(`limits.${level}`, { name: limits.name })}</strong>
            <span>
              {t('limits.withdraw', { amount: formatPrice(limits.withdraw), currency: limits.withdrawCurrency })}
            </span>
            <span>{t('limits.fiat', { amount: formatPrice(limits.fiatTrade), currency: limits.fiatCurrency })}</span>
          </li>
        );
      })}
    </ul>
  );
}
