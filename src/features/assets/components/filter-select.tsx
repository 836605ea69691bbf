import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './assets.module.css';

type FilterOption = { value: string | number; label: string };

type FilterSelectProps = {
  label: string;
  /** The chosen option; undefined for every one. */
  value: string | number | undefined;
  options: FilterOption[];
  /** The chosen option's value, '' for every one. */
  onChange: (value: string) => void;
};

/** One filter of the ledger: a labelled choice among its options, "every" first. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation('assets');
  return (
    <label className={styles.filter}>
      {label}
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('ledger.every')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
