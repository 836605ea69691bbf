import { useFormikContext } from 'formik';
import type { SendEmailCodeBodyType } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isEmail, isPhoneNumber } from '../../../shared/lib/validation/patterns';
import { CodeField } from '../../../shared/ui/form/code-field';
import { useSendVerificationCode } from '../api/send-code';
import { IdentityField } from '../components/identity-field';
import { IdentityTabs } from '../components/identity-tabs';
import type { IdentityType } from './identity';

/** Whether the identity is complete enough to send a code to. */
const canSendCode = (type: IdentityType, account: string) =>
  type === 'mobile' ? isPhoneNumber(account.trim()) : isEmail(account.trim());

type IdentityValues = { type: IdentityType; area_code: string; code: string } & Record<string, string>;

type IdentityCodeFieldsProps<V> = {
  /** The form's field of the identity itself. */
  name: keyof V & string;
  types: readonly IdentityType[];
  /** What the code is sent for. */
  purpose: SendEmailCodeBodyType;
  /** Opens the area-code picker, given what the form holds so far. */
  onPickAreaCode: (values: V) => void;
};

/**
 * Who the account is (its kind as tabs, then the e-mail, phone or username) and the code sent to that e-mail or
 * phone for `purpose`; a username gets no code.
 */
export function IdentityCodeFields<V extends IdentityValues>(props: IdentityCodeFieldsProps<V>) {
  const { name, types, purpose, onPickAreaCode } = props;
  const { t } = useTranslation('auth');
  const { values } = useFormikContext<V>();
  const sendVerificationCode = useSendVerificationCode();
  const account = values[name] ?? '';
  return (
    <>
      <IdentityTabs types={types} label={t('identity.choose')} />
      <IdentityField
        name={name}
        type={values.type}
        areaCode={values.area_code}
        onPickAreaCode={() => onPickAreaCode(values)}
      />
      {values.type !== 'username' && (
        <CodeField
          name="code"
          label={t('register.code')}
          placeholder={t('register.codePlaceholder')}
          sendDisabled={!canSendCode(values.type, account)}
          onSend={() => sendVerificationCode({ type: values.type, account, areaCode: values.area_code }, purpose)}
        />
      )}
    </>
  );
}
