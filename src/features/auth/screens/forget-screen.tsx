import { getRouteApi } from '@tanstack/react-router';
import { Formik } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useResetPassword } from '../../../gen/api/auth/auth';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { LanguageButton } from '../components/language-button';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { ForgetForm } from '../forms/forget-form';
import { emptyForget, forgetSchema, type ForgetValues } from '../forms/forget.schema';
import { useAccountDraft } from '../forms/use-account-draft';
import styles from './auth.module.css';

const route = getRouteApi('/pages/common/forget');
const DRAFT = 'forget';

/** A new login password, proven by a code sent to the account's e-mail address or phone. */
export function ForgetScreen() {
  const { t } = useTranslation('auth');
  const { area_code: areaCode } = route.useSearch();
  const { initialValues, pickAreaCode, toLogin } = useAccountDraft(DRAFT, () => emptyForget, areaCode);
  const { mutateAsync } = useResetPassword();

  const onSubmit = async (values: ForgetValues) => {
    const account = values.account.trim();
    try {
      const message = await mutateAsync({
        data: { account, code: values.code.trim(), password: values.password, repassword: values.repassword },
      });
      await toLogin(message, account);
    } catch {
      // the server's reason was shown; the form keeps what the user typed
    }
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
