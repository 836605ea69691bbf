import { useCallback, useState } from 'react';

/**
 * A form whose submit opens a confirmation sheet. `review` is the form's onSubmit: it returns a settled
 * promise, because Formik keeps `isSubmitting` (and the submit button's spinner) on for good after a
 * submit that returns nothing. The order itself runs from the sheet, which shows its own progress.
 */
export function useConfirmStep<Values>() {
  const [pending, setPending] = useState<Values | null>(null);
  const review = useCallback(async (values: Values) => setPending(values), []);
  const close = useCallback(() => setPending(null), []);
  return { pending, review, close };
}
