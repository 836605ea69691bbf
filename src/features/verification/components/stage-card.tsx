import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { VerificationStage } from '../lib/verification-stage';
import styles from '../screens/verification.module.css';

const TONE = {
  notVerified: styles.neutral,
  underReview: styles.pending,
  verified: styles.success,
  failed: styles.danger,
};

/** The state of the user's verification in words, with what they can do next. */
export function StageCard({ stage }: { stage: VerificationStage }) {
  const { t } = useTranslation('verification');
  return (
    <section className={`${styles.card} ${TONE[stage.status]}`} aria-labelledby="verification-state">
      <h2 id="verification-state" className={styles.state}>
        {t(`status.${stage.status}`, { level: t(`levels.${stage.level}`) })}
      </h2>
      <p className={styles.text}>{t(`explain.${stage.status}`)}</p>
      {stage.status === 'underReview' && (
        <p className={styles.warning} role="alert">
          {t('explain.exchangeUnavailable')}
        </p>
      )}
      {stage.form && (
        <Link to="/pages/setting/real" className={styles.action}>
          {t(
            stage.status === 'failed'
              ? 'actions.retry'
              : stage.form === 'advanced'
                ? 'actions.upgrade'
                : 'actions.start',
          )}
        </Link>
      )}
    </section>
  );
}
