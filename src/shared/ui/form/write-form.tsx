import { Form, type FormikFormProps } from 'formik';
import { FieldLengthsContext, type BodyLengths } from './field-lengths';

/**
 * Formik's form for a write of the contract, given the write's lengths (src/gen/form-lengths/<operationId>.ts):
 * every text, password and text-area field inside stops the typing at the contract's length of the body field of its
 * name. A field added to the form cannot miss its length, and a length the contract changes reaches every input
 * with the next generation.
 */
export function WriteForm({ lengths, ...props }: FormikFormProps & { lengths: BodyLengths }) {
  return (
    <FieldLengthsContext value={lengths}>
      <Form {...props} />
    </FieldLengthsContext>
  );
}
