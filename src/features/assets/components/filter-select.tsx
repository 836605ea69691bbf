import { useTranslation } from '../../../shared/i18n/use-translation';
import type { FieldOption } from '../../../shared/ui/form/field-option';
import { SelectOptions } from '../../../shared/ui/form/select-options';
import styles from './assets.module.css';

type FilterSelectProps = {
  label: string;
  /** The chosen option; undefined for every one. */
  value: string | number | undefined;
  options: FieldOption[];
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
        <SelectOptions options={options} />
      </select>
    </label>
  );
}
