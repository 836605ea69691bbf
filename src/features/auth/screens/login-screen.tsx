import { getRouteApi } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button/button';
import { PasswordInput } from '../../../shared/ui/form/password-input';
import { TextInput } from '../../../shared/ui/form/text-input';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { useLightForm } from '../forms/use-light-form';
import { LanguageButton } from '../components/language-button';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { preloadLogIn, useLogIn } from '../api/use-log-in';
import { emptyLogin, type LoginValues } from '../forms/login-values';
import { lazyValidation } from '../forms/lazy-validation';
import { loginUserMaxLengths } from '../../../gen/form-lengths/loginUser';
import styles from './auth.module.css';

const route = getRouteApi('/pages/common/login');
const validateLogin = lazyValidation<LoginValues>(() =>
  import('../forms/login.schema').then((module) => module.loginSchema),
);

/**
 * Log in with an e-mail address, a phone number or a username. The first screen most visitors see keeps its
 * form state without Formik (see useLightForm), inside the login screen's JavaScript budget.
 */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'validation']);
  const { redirect, account } = route.useSearch();
  const logIn = useLogIn();
  const form = useLightForm<LoginValues>({
    initialValues: { ...emptyLogin, user_string: account ?? '' },
    validate: (values) => {
      void preloadLogIn();
      return validateLogin(values);
    },
    onSubmit: (values) => logIn(values, redirect),
  });
  return (
    <main className={styles.page}>
      <PageHeader title={t('login.title')} right={<LanguageButton />} />
      <div className={styles.body}>
        <p className={`${introLine.intro} ${styles.intro}`}>{t('login.intro')}</p>
        <form className={styles.form} noValidate aria-label={t('login.title')} onSubmit={form.handleSubmit}>
          <TextInput
            {...form.field('user_string')}
            label={t('login.account')}
            placeholder={t('login.accountPlaceholder')}
            autoComplete="username"
            maxLength={loginUserMaxLengths.user_string}
          />
          <PasswordInput
            {...form.field('password')}
            label={t('login.password')}
            placeholder={t('login.passwordPlaceholder')}
            maxLength={loginUserMaxLengths.password}
          />
          <Button type="submit" block loading={form.submitting}>
            {t('login.submit')}
          </Button>
        </form>
        <nav className={styles.links} aria-label={t('login.more')}>
          <Link to="/pages/common/register">{t('login.register')}</Link>
          <Link to="/pages/common/forget">{t('login.forget')}</Link>
        </nav>
      </div>
    </main>
  );
}
