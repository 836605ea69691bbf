import type { VerificationState } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useVerificationStatus } from '../../../shared/hooks/use-verification-status';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryBody } from '../../../shared/ui/layout/query-body';
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
  const status = useVerificationStatus();
  return (
    <main className={styles.page}>
      <PageHeader title={t('title')} back />
      <div className={styles.body}>
        <QueryBody query={status}>{(data) => <Verification data={data} />}</QueryBody>
      </div>
    </main>
  );
}

/** Where the verification stands, what was sent, and the limits of each level. */
function Verification({ data }: { data: VerificationState }) {
  const { t } = useTranslation('verification');
  const stage = verificationStage(data);
  const current = stage.status === 'verified' ? stage.level : stage.level === 'advanced' ? 'basic' : null;
  return (
    <>
      <StageCard stage={stage} />
      {data.real_data && <SubmittedDetails data={data.real_data} />}
      <h3 className={styles.heading}>{t('limits.title')}</h3>
      <LevelLimits current={current} />
    </>
  );
}
