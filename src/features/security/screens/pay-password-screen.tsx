import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetUserInfo } from '../../../gen/api/settings/settings';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { QueryBody } from '../../../shared/ui/layout/query-body';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { PayPasswordForm } from '../forms/pay-password-form';
import styles from './security.module.css';

/** Sets (or resets, when forgotten) the fund password with a code sent to the bound e-mail address. */
export function PayPasswordScreen() {
  const { t } = useTranslation('security');
  const navigation = useAppNavigation();
  const userInfo = useGetUserInfo();
  return (
    <main className={styles.page}>
      <PageHeader title={t('pay.title')} back />
      <QueryBody query={userInfo}>
        {(user) =>
          user.email ? (
            <>
              <p className={`${introLine.intro} ${styles.intro}`}>{t('pay.intro')}</p>
              <PayPasswordForm email={user.email} onDone={() => navigation.back()} />
            </>
          ) : (
            <p className={`${introLine.intro} ${styles.intro}`} role="alert">
              {t('pay.noEmail')} <Link to="/pages/setting/security">{t('pay.toSecurity')}</Link>
            </p>
          )
        }
      </QueryBody>
    </main>
  );
}
