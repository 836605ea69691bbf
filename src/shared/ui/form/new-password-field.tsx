import { PasswordField } from './password-field';
import type { TextFieldProps } from './text-field';

/** The longest new password the contract takes (7 to 16 characters in every body that sets one). */
const NEW_PASSWORD_MAX_LENGTH = 16;

type NewPasswordFieldProps = Pick<TextFieldProps, 'name' | 'label' | 'placeholder'>;

/** A password the user chooses: the browser may offer one, and the box stops at the contract's longest. */
export function NewPasswordField(props: NewPasswordFieldProps) {
  return <PasswordField {...props} autoComplete="new-password" maxLength={NEW_PASSWORD_MAX_LENGTH} />;
}

/** A new password and its repetition, the pair every form that sets a password asks for. */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: NewPasswordFieldProps;
  confirmation: NewPasswordFieldProps;
}) {
  return (
    <>
      <NewPasswordField {...password} />
      <NewPasswordField {...confirmation} />
    </>
  );
}
