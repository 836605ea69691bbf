import { getRouteApi } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import { Formik } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRegisterUser } from '../../../gen/api/auth/auth';
import { LanguageButton } from '../components/language-button';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { toRegisterBody } from '../forms/register-body';
import { RegisterForm } from '../forms/register-form';
import { emptyRegister, registerSchema, type RegisterValues } from '../forms/register.schema';
import { useAccountDraft } from '../forms/use-account-draft';
import styles from './auth.module.css';

const route = getRouteApi('/pages/common/register');
const DRAFT = 'register';

/** Registration with an e-mail address, a phone number or a username; then the user logs in. */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const search = route.useSearch();
  const { initialValues, pickAreaCode, toLogin } = useAccountDraft(
    DRAFT,
    () => emptyRegister(search.code),
    search.area_code,
  );
  const { mutateAsync } = useRegisterUser();

  const onSubmit = async (values: RegisterValues) => {
    try {
      const message = await mutateAsync({ data: toRegisterBody(values) });
      await toLogin(message, values.user_string.trim());
    } catch {
      // the server's reason was shown; the form keeps what the user typed
    }
  };

  return (
    <main className={styles.page}>
      <PageHeader title={t('register.title')} back right={<LanguageButton />} />
      <div className={styles.body}>
        <Formik initialValues={initialValues} validationSchema={registerSchema} onSubmit={onSubmit}>
          <RegisterForm onPickAreaCode={pickAreaCode} />
        </Formik>
        <nav className={styles.links} aria-label={t('login.more')}>
          <span>{t('register.haveAccount')}</span>
          <Link to="/pages/common/login" replace>
            {t('register.toLogin')}
          </Link>
        </nav>
      </div>
    </main>
  );
}
