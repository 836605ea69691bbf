import type { HTMLAttributes } from 'react';
import { anyKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextField } from '../../../shared/ui/form/text-field';

export type CardField = {
  name: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
};

/**
 * The text inputs of a bank-card form, labelled `fields.<name>` with a hint `hints.<name>`; each stops at the
 * contract's length of its field in the form's write (WriteForm).
 */
export function CardFields({ fields }: { fields: CardField[] }) {
  const { t } = useTranslation('bank-card');
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={anyKey(t)(`fields.${field.name}`)}
          placeholder={anyKey(t)(`hints.${field.name}`)}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete ?? 'off'}
        />
      ))}
    </>
  );
}
