import { Form, Formik, useFormikContext } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useBindPhone, useSendSmsCode } from '../../../gen/api/settings/settings';
import { isPhoneNumber } from '../../../shared/lib/validation/patterns';
import { Button } from '../../../shared/ui/button/button';
import { CodeField } from '../../../shared/ui/form/code-field';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { PhoneField } from '../../../shared/ui/form/phone-field';
import { showToast } from '../../../shared/ui/toast/toast-store';
import styles from '../screens/security.module.css';
import { bindPhoneSchema, type BindPhoneValues } from './bind-phone.schema';

type BindPhoneFormProps = {
  initialValues: BindPhoneValues;
  onPickAreaCode: (values: BindPhoneValues) => void;
  onBound: () => void;
  onCancel: () => void;
};

function Fields({ onPickAreaCode, onCancel }: Pick<BindPhoneFormProps, 'onPickAreaCode' | 'onCancel'>) {
  const { t } = useTranslation(['security', 'validation']);
  const { values } = useFormikContext<BindPhoneValues>();
  const smsCode = useSendSmsCode();
  const sendCode = async () =>
    showToast(
      await smsCode.mutateAsync({ data: { area_code: Number(values.area_code), mobile: values.mobile.trim() } }),
    );
  return (
    <Form noValidate aria-label={t('phone.title')}>
      <PhoneField
        name="mobile"
        label={t('phone.number')}
        placeholder={t('phone.numberPlaceholder')}
        areaCode={values.area_code}
        areaCodeLabel={t('phone.areaCode', { code: values.area_code })}
        onPickAreaCode={() => onPickAreaCode(values)}
      />
      <CodeField
        name="code"
        label={t('phone.code')}
        placeholder={t('phone.codePlaceholder')}
        sendDisabled={!isPhoneNumber(values.mobile.trim())}
        onSend={sendCode}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('phone.cancel')}
        </Button>
        <SubmitButton>{t('phone.submit')}</SubmitButton>
      </div>
    </Form>
  );
}

/** Binds a phone number with the SMS code sent to it. */
export function BindPhoneForm({ initialValues, onPickAreaCode, onBound, onCancel }: BindPhoneFormProps) {
  const { mutateAsync } = useBindPhone();
  const onSubmit = async (values: BindPhoneValues) => {
    try {
      showToast(await mutateAsync({ data: { mobile: values.mobile.trim(), code: values.code.trim() } }));
    } catch {
      return; // the server's reason was shown; the form keeps what the user typed
    }
    onBound();
  };
  return (
    <Formik initialValues={initialValues} validationSchema={bindPhoneSchema} onSubmit={onSubmit}>
      <Fields onPickAreaCode={onPickAreaCode} onCancel={onCancel} />
    </Formik>
  );
}
