import { useTranslation } from '../../../shared/i18n/use-translation';
import { useChangeFundPassword, useChangeLoginPassword } from '../../../gen/api/settings/settings';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { ChangePasswordForm } from '../forms/change-password-form';
import type { ChangePasswordValues } from '../forms/change-password.schema';
import styles from './security.module.css';

function ChangePassword({
  kind,
  save,
}: {
  kind: 'login' | 'fund';
  save: (values: ChangePasswordValues) => Promise<string>;
}) {
  const { t } = useTranslation('security');
  const navigation = useAppNavigation();
  const onSave = async (values: ChangePasswordValues) => {
    try {
      showToast(await save(values));
    } catch {
      return false; // the server's reason was shown; the form keeps what the user typed
    }
    navigation.back();
    return true;
  };
  return (
    <main className={styles.page}>
      <PageHeader title={t(`${kind}.title`)} back />
      <p className={`${introLine.intro} ${styles.intro}`}>{t(`${kind}.intro`)}</p>
      <ChangePasswordForm kind={kind} onSave={onSave} />
    </main>
  );
}

/** Changes the login password after checking the current one. */
export function LoginPasswordScreen() {
  const { mutateAsync } = useChangeLoginPassword();
  return <ChangePassword kind="login" save={(data) => mutateAsync({ data })} />;
}

/** Changes the fund (payment) password after checking the current one. */
export function FundPasswordScreen() {
  const { mutateAsync } = useChangeFundPassword();
  return <ChangePassword kind="fund" save={(data) => mutateAsync({ data })} />;
}
