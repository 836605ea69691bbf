import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetUserInfo } from '../../../gen/api/settings/settings';
import { useVerificationStatus } from '../../../shared/hooks/use-verification-status';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import { ErrorState } from '../../../shared/ui/state/error-state';
import { useSubmitVerification } from '../api/use-submit-verification';
import { BindingsRequired } from '../components/bindings-required';
import { StageCard } from '../components/stage-card';
import { AdvancedVerificationForm } from '../forms/advanced-verification-form';
import { BasicVerificationForm } from '../forms/basic-verification-form';
import { basicVerificationBody } from '../forms/basic-verification.schema';
import { missingBindings } from '../lib/missing-bindings';
import { verificationStage } from '../lib/verification-stage';
import styles from './verification.module.css';

/** Identity verification: basic (document details), then advanced (document pictures). */
export function RealScreen() {
  const { t } = useTranslation('verification');
  const profile = useGetUserInfo();
  const state = useVerificationStatus();
  const submit = useSubmitVerification();
  const failed = profile.error ?? state.error;
  const retry = () => void Promise.all([profile.refetch(), state.refetch()]);

  let body;
  if (failed) body = <ErrorState onRetry={retry} retrying={profile.isRefetching || state.isRefetching} />;
  else if (!profile.data || !state.data) body = <DelayedSpinner />;
  else {
    const missing = missingBindings(profile.data);
    const stage = verificationStage(state.data);
    if (missing.length > 0) body = <BindingsRequired missing={missing} />;
    else if (stage.form === 'basic')
      body = (
        <>
          <p className={`${introLine.intro} ${styles.intro}`}>{t('form.basicIntro')}</p>
          <BasicVerificationForm onSubmit={(values) => submit(basicVerificationBody(values))} />
        </>
      );
    else if (stage.form === 'advanced')
      body = (
        <>
          <p className={`${introLine.intro} ${styles.intro}`}>{t('form.advancedIntro')}</p>
          <AdvancedVerificationForm onSubmit={(values) => submit({ real_type: 2, ...values })} />
        </>
      );
    else body = <StageCard stage={stage} />;
  }
  return (
    <main className={styles.page}>
      <PageHeader title={t('title')} back />
      <div className={styles.body}>{body}</div>
    </main>
  );
}
