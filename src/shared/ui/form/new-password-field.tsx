import { PasswordField } from './password-field';
import type { TextFieldProps } from './text-field';

type NewPasswordFieldProps = Pick<TextFieldProps, 'name' | 'label' | 'placeholder'>;

/**
 * A password the user chooses: the browser may offer one, and the box stops at the contract's longest for the field
 * of its name in the form's write (WriteForm).
 */
export function NewPasswordField(props: NewPasswordFieldProps) {
  return <PasswordField {...props} autoComplete="new-password" />;
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
