import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from './lazy-validation';

type LightFormOptions<Values> = {
  initialValues: Values;
  validate: (values: Values) => Promise<FieldErrors<Values>>;
  onSubmit: (values: Values) => Promise<unknown>;
};

/**
 * The state of a small flat form of text boxes, as Formik keeps it (checked on every change and blur, an error
 * shown once its field was left or a submit was tried, one submission at a time), without Formik's 11 KB (gzip):
 * for the login screen, whose start-up JavaScript has a budget. Larger forms use Formik and the Formik fields.
 */
export function useLightForm<Values extends Record<string, string>>(options: LightFormOptions<Values>) {
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const latestCheck = useRef(0);

  // a slower, older check never overwrites the result of a newer one
  const check = async (next: Values) => {
    const run = ++latestCheck.current;
    const found = await options.validate(next);
    if (run === latestCheck.current) setErrors(found);
    return found;
  };

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      void check(next);
    },
    onBlur: () => {
      setTouched((previous) => ({ ...previous, [name]: true }));
      void check(values);
    },
    error: touched[name] || submitCount > 0 ? errors[name] : undefined,
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitCount((count) => count + 1);
    if (Object.keys(await check(values)).length > 0) return;
    setSubmitting(true);
    try {
      await options.onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };

  return { field, handleSubmit, submitting };
}
