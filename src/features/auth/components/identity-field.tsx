import { useTranslation } from '../../../shared/i18n/use-translation';
import { PhoneField } from '../../../shared/ui/form/phone-field';
import { TextField } from '../../../shared/ui/form/text-field';
import type { IdentityType } from '../forms/identity';

/** The longest values of an identity's kinds (a form without usernames gives none for them). */
export type IdentityMaxLength = { email: number; username?: number };

type IdentityFieldProps = {
  name: string;
  /** The longest e-mail address and username the form's operation takes, as its contract states them. */
  maxLength: IdentityMaxLength;
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
        maxLength={maxLength.username}
      />
    );
  return (
    <TextField
      name={name}
      type="email"
      label={t('identity.emailLabel')}
      placeholder={t('identity.emailPlaceholder')}
      autoComplete="email"
      maxLength={maxLength.email}
    />
  );
}
