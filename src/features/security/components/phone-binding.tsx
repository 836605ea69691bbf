import { useTranslation } from '../../../shared/i18n/use-translation';
import type { UserProfile } from '../../../gen/model';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { clearDraft, saveDraft, useFormDraft } from '../../../shared/state/form-draft';
import { BindPhoneForm } from '../forms/bind-phone-form';
import type { BindPhoneValues } from '../forms/bind-phone.schema';
import styles from '../screens/security.module.css';

const SECURITY_PATH = '/pages/setting/security';
const DEFAULT_AREA_CODE = '81';
/** Key of the phone-binding form's draft (see shared/state/form-draft). */
export const PHONE_DRAFT = 'bind-phone';

type PhoneBindingProps = { user: UserProfile; pickedAreaCode?: number; onClose: () => void };

/** The phone-binding section: its form keeps what was typed while the user picks an area code. */
export function PhoneBinding({ user, pickedAreaCode, onClose }: PhoneBindingProps) {
  const { t } = useTranslation('security');
  const { redirect } = useAppNavigation();
  const initialValues = useFormDraft<BindPhoneValues>(
    PHONE_DRAFT,
    () => ({ area_code: user.area_code > 0 ? String(user.area_code) : DEFAULT_AREA_CODE, mobile: '', code: '' }),
    (values) => (pickedAreaCode ? { ...values, area_code: String(pickedAreaCode) } : values),
  );
  const pickAreaCode = (values: BindPhoneValues) => {
    saveDraft(PHONE_DRAFT, values);
    void redirect({ to: '/pages/setting/areas', search: { redirect: SECURITY_PATH } });
  };
  const finish = async () => {
    clearDraft(PHONE_DRAFT);
    onClose();
    await redirect({ to: SECURITY_PATH });
  };
  return (
    <section className={styles.section} aria-labelledby="bind-phone-heading">
      <h2 id="bind-phone-heading" className={styles.heading}>
        {t(user.phone ? 'phone.change' : 'phone.title')}
      </h2>
      <BindPhoneForm
        initialValues={initialValues}
        onPickAreaCode={pickAreaCode}
        onBound={() => void finish()}
        onCancel={() => void finish()}
      />
    </section>
  );
}
