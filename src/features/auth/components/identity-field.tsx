import { useTranslation } from '../../../shared/i18n/use-translation';
import { PhoneField } from '../../../shared/ui/form/phone-field';
import { TextField } from '../../../shared/ui/form/text-field';
import type { IdentityType } from '../forms/identity';

type IdentityFieldProps = {
  name: string;
  /**
   * The longest username the form's write takes, as its contract states it: the identity's field holds the e-mail
   * address and the username in turn, and the write gives the field's own length (WriteForm) to the address.
   */
  usernameMaxLength?: number;
  type: IdentityType;
  areaCode?: string;
  /** Opens the area-code picker. */
  onPickAreaCode: () => void;
};

/** The e-mail, phone (with its area code) or username input, by the kind of identity chosen. */
export function IdentityField({ name, usernameMaxLength, type, areaCode, onPickAreaCode }: IdentityFieldProps) {
  const { t } = useTranslation('auth');
  if (type === 'mobile')
    return (
      <PhoneField
        name={name}
        label={t('identity.phoneLabel')}
        placeholder={t('identity.phonePlaceholder')}
        areaCode={areaCode}
        areaCodeLabel={t('identity.areaCodeLabel', { code: areaCode })}
        onPickAreaCode={onPickAreaCode}
      />
    );
  if (type === 'username')
    return (
      <TextField
        name={name}
        label={t('identity.usernameLabel')}
        placeholder={t('identity.usernamePlaceholder')}
        autoComplete="username"
        maxLength={usernameMaxLength}
      />
    );
  return (
    <TextField
      name={name}
      type="email"
      label={t('identity.emailLabel')}
      placeholder={t('identity.emailPlaceholder')}
      autoComplete="email"
    />
  );
}
