import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import { Formik } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRegisterUser } from '../../../gen/api/auth/auth';
import { clearDraft, saveDraft, useFormDraft } from '../../../shared/state/form-draft';
import { LanguageButton } from '../components/language-button';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { toRegisterBody } from '../forms/register-body';
import { RegisterForm } from '../forms/register-form';
import { emptyRegister, registerSchema, type RegisterValues } from '../forms/register.schema';
import styles from './auth.module.css';

const route = getRouteApi('/pages/common/register');
const DRAFT = 'register';

/** A phone registration with the area code the picker returned. */
const withAreaCode =
  (areaCode: number | undefined) =>
  (values: RegisterValues): RegisterValues =>
    areaCode ? { ...values, type: 'mobile', area_code: String(areaCode) } : values;

/** Registration with an e-mail address, a phone number or a username; then the user logs in. */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const search = route.useSearch();
  const { redirect } = useAppNavigation();
  const here = useRouterState({ select: (state) => state.location.href });
  const initialValues = useFormDraft(DRAFT, () => emptyRegister(search.code), withAreaCode(search.area_code));
  const { mutateAsync } = useRegisterUser();

  const onSubmit = async (values: RegisterValues) => {
    try {
      const message = await mutateAsync({ data: toRegisterBody(values) });
      showToast(message);
      clearDraft(DRAFT);
      await redirect({ to: '/pages/common/login', search: { account: values.user_string.trim() } });
    } catch {
      // the server's reason was shown; the form keeps what the user typed
    }
  };

  const pickAreaCode = (values: RegisterValues) => {
    saveDraft(DRAFT, values);
    void redirect({ to: '/pages/common/area', search: { redirect: here } });
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
