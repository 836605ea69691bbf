import { Link } from '../../../shared/ui/link/link';
import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FieldError } from '../../../shared/ui/form/field-error';
import { useFieldError } from '../../../shared/ui/form/use-field-error';
import { agreementPath } from '../lib/agreement-path';
import styles from './copy.module.css';

/** "I have read and accept the copy agreement", the agreement in the user's language one tap away. */
export function AgreementField({ name }: { name: string }) {
  const { t, i18n } = useTranslation('copy-trading');
  const id = useId();
  const [field] = useField({ name, type: 'checkbox' });
  const { error } = useFieldError(name);
  return (
    <>
      <label className={styles.checkbox}>
        <input
          {...field}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>
          {t('form.agreePrefix')}{' '}
          <Link to={agreementPath(i18n.language)} className={styles.inlineLink}>
            {t('form.agreement')}
          </Link>
        </span>
      </label>
      {error && <FieldError id={`${id}-error`} error={error} />}
    </>
  );
}
