import { useFormikContext } from 'formik';
import { anyKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../screens/auth.module.css';

type IdentityTabsProps<T extends string> = {
  types: readonly T[];
  /** Accessible name of the tab list. */
  label: string;
};

/** Chooses the kind of identity (e-mail, phone, username) of the form's `type` field. */
export function IdentityTabs<T extends string>({ types, label }: IdentityTabsProps<T>) {
  const { t } = useTranslation('auth');
  const { values, setFieldValue, setFieldTouched } = useFormikContext<{ type: T }>();
  const choose = (type: T) => {
    void setFieldValue('type', type, false);
    void setFieldTouched('code', false, false);
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {types.map((type) => (
        <button
          key={type}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={values.type === type}
          onClick={() => choose(type)}
        >
          {anyKey(t)(`identity.${type as string}`)}
        </button>
      ))}
    </div>
  );
}
