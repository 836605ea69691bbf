import { getRouteApi, Link } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { LanguageButton } from '../../../shared/ui/language-picker/language-button';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { useLogIn } from '../api/use-log-in';
import { emptyLogin, type LoginValues } from '../forms/login-values';
import { lazyValidation } from '../../../shared/lib/validation/lazy-validation';
import styles from './auth.module.css';

const route = getRouteApi('/pages/common/login');
const validateLogin = lazyValidation<LoginValues>(() =>
  import('../forms/login.schema').then((module) => module.loginSchema),
);

/** Log in with an e-mail address, a phone number or a username. */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'validation']);
  const { redirect, account } = route.useSearch();
  const logIn = useLogIn();
  return (
    <main className={styles.page}>
      <PageHeader title={t('login.title')} right={<LanguageButton />} />
      <div className={styles.body}>
        <p className={styles.intro}>{t('login.intro')}</p>
        <Formik
          initialValues={{ ...emptyLogin, user_string: account ?? '' }}
          validate={validateLogin}
          onSubmit={async (values) => {
            await logIn(values, redirect);
          }}
        >
          <Form className={styles.form} noValidate aria-label={t('login.title')}>
            <TextField
              name="user_string"
              label={t('login.account')}
              placeholder={t('login.accountPlaceholder')}
              autoComplete="username"
              maxLength={64}
            />
            <PasswordField
              name="password"
              label={t('login.password')}
              placeholder={t('login.passwordPlaceholder')}
              maxLength={32}
            />
            <SubmitButton>{t('login.submit')}</SubmitButton>
          </Form>
        </Formik>
        <nav className={styles.links} aria-label={t('login.more')}>
          <Link to="/pages/common/register">{t('login.register')}</Link>
          <Link to="/pages/common/forget">{t('login.forget')}</Link>
        </nav>
      </div>
    </main>
  );
}
