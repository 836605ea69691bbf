import { useTranslation } from '../../../shared/i18n/use-translation';
import { useVerificationStatus } from '../../../shared/hooks/use-verification-status';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import { ErrorState } from '../../../shared/ui/state/error-state';
import { LevelLimits } from '../components/level-limits';
import { StageCard } from '../components/stage-card';
import { SubmittedDetails } from '../components/submitted-details';
import { verificationStage } from '../lib/verification-stage';
import styles from './verification.module.css';

/**
 * The verification state: not verified, under review (exchange features unavailable meanwhile), verified or
 * failed; where a 998 answer sends the user.
 */
export function RealMarkScreen() {
  const { t } = useTranslation('verification');
  const { data, error, isPending, refetch, isRefetching } = useVerificationStatus();
  let body;
  if (isPending) body = <DelayedSpinner />;
  else if (error) body = <ErrorState onRetry={() => void refetch()} retrying={isRefetching} />;
  else {
    const stage = verificationStage(data);
    const current = stage.status === 'verified' ? stage.level : stage.level === 'advanced' ? 'basic' : null;
    body = (
      <>
        <StageCard stage={stage} />
        {data.real_data && <SubmittedDetails data={data.real_data} />}
        <h3 className={styles.heading}>{t('limits.title')}</h3>
        <LevelLimits current={current} />
      </>
    );
  }
  return (
    <main className={styles.page}>
      <PageHeader title={t('title')} back />
      <div className={styles.body}>{body}</div>
    </main>
  );
}
