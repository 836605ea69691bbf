import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetUserInfo } from '../../../gen/api/settings/settings';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import { ErrorState } from '../../../shared/ui/state/error-state';
import { PayPasswordForm } from '../forms/pay-password-form';
import styles from './security.module.css';

/** Sets (or resets, when forgotten) the fund password with a code sent to the bound e-mail address. */
export function PayPasswordScreen() {
  const { t } = useTranslation('security');
  const navigation = useAppNavigation();
  const { data: user, error, isPending, refetch, isRefetching } = useGetUserInfo();
  let body;
  if (isPending) body = <DelayedSpinner />;
  else if (error) body = <ErrorState onRetry={() => void refetch()} retrying={isRefetching} />;
  else if (!user.email)
    body = (
      <p className={`${introLine.intro} ${styles.intro}`} role="alert">
        {t('pay.noEmail')} <Link to="/pages/setting/security">{t('pay.toSecurity')}</Link>
      </p>
    );
  else
    body = (
      <>
        <p className={`${introLine.intro} ${styles.intro}`}>{t('pay.intro')}</p>
        <PayPasswordForm email={user.email} onDone={() => navigation.back()} />
      </>
    );
  return (
    <main className={styles.page}>
      <PageHeader title={t('pay.title')} back />
      {body}
    </main>
  );
}
