import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { Formik } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useResetPassword } from '../../../gen/api/auth/auth';
import { clearDraft, saveDraft, useFormDraft } from '../../../shared/state/form-draft';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { LanguageButton } from '../components/language-button';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { ForgetForm } from '../forms/forget-form';
import { emptyForget, forgetSchema, type ForgetValues } from '../forms/forget.schema';
import styles from './auth.module.css';

const route = getRouteApi('/pages/common/forget');
const DRAFT = 'forget';

/** A reset by phone with the area code the picker returned. */
const withAreaCode =
  (areaCode: number | undefined) =>
  (values: ForgetValues): ForgetValues =>
    areaCode ? { ...values, type: 'mobile', area_code: String(areaCode) } : values;

/** A new login password, proven by a code sent to the account's e-mail address or phone. */
export function ForgetScreen() {
  const { t } = useTranslation('auth');
  const { area_code: areaCode } = route.useSearch();
  const { redirect } = useAppNavigation();
  const here = useRouterState({ select: (state) => state.location.href });
  const initialValues = useFormDraft(DRAFT, () => emptyForget, withAreaCode(areaCode));
  const { mutateAsync } = useResetPassword();

  const onSubmit = async (values: ForgetValues) => {
    const account = values.account.trim();
    try {
      const message = await mutateAsync({
        data: { account, code: values.code.trim(), password: values.password, repassword: values.repassword },
      });
      showToast(message);
      clearDraft(DRAFT);
      await redirect({ to: '/pages/common/login', search: { account } });
    } catch {
      // the server's reason was shown; the form keeps what the user typed
    }
  };

  const pickAreaCode = (values: ForgetValues) => {
    saveDraft(DRAFT, values);
    void redirect({ to: '/pages/common/area', search: { redirect: here } });
  };

  return (
    <main className={styles.page}>
      <PageHeader title={t('forget.title')} back right={<LanguageButton />} />
      <div className={styles.body}>
        <p className={`${introLine.intro} ${styles.intro}`}>{t('forget.intro')}</p>
        <Formik initialValues={initialValues} validationSchema={forgetSchema} onSubmit={onSubmit}>
          <ForgetForm onPickAreaCode={pickAreaCode} />
        </Formik>
      </div>
    </main>
  );
}
