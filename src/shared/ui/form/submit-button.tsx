import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../button/button';

type SubmitButtonProps = {
  children: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
  block?: boolean;
};

/** The form's submit button: shows progress and blocks a second submission while the form submits. */
export function SubmitButton({ children, variant = 'primary', disabled = false, block = true }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button type="submit" variant={variant} block={block} loading={isSubmitting} disabled={disabled}>
      {children}
    </Button>
  );
}
