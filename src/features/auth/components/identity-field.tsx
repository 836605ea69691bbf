import { useTranslation } from '../../../shared/i18n/use-translation';
import { useContractLength } from '../../../shared/ui/form/field-lengths';
import { PhoneField } from '../../../shared/ui/form/phone-field';
import { TextField } from '../../../shared/ui/form/text-field';
import type { IdentityType } from '../forms/identity';

type IdentityFieldProps = {
  name: string;
  type: IdentityType;
  areaCode?: string;
  /** Opens the area-code picker. */
  onPickAreaCode: () => void;
};

/**
 * The e-mail, phone (with its area code) or username input, by the kind of identity chosen. The field holds the
 * e-mail address and the username in turn: the write (WriteForm) gives the address the field's own length, and the
 * username the length of its `username`, the body field a username is sent in.
 */
export function IdentityField({ name, type, areaCode, onPickAreaCode }: IdentityFieldProps) {
  const { t } = useTranslation('auth');
  const usernameMaxLength = useContractLength('username');
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
