import { useTranslation } from '../../../shared/i18n/use-translation';
import { PhoneField } from '../../../shared/ui/form/phone-field';
import { TextField } from '../../../shared/ui/form/text-field';
import type { IdentityType } from '../forms/identity';

type IdentityFieldProps = {
  name: string;
  /** The longest e-mail address the form's operation takes (its contract's maxLength of `name`). */
  maxLength: number;
  type: IdentityType;
  areaCode?: string;
  /** Opens the area-code picker. */
  onPickAreaCode: () => void;
};

/** The e-mail, phone (with its area code) or username input, by the kind of identity chosen. */
export function IdentityField({ name, maxLength, type, areaCode, onPickAreaCode }: IdentityFieldProps) {
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
        maxLength={20}
      />
    );
  return (
    <TextField
      name={name}
      type="email"
      label={t('identity.emailLabel')}
      placeholder={t('identity.emailPlaceholder')}
      autoComplete="email"
      maxLength={maxLength}
    />
  );
}
