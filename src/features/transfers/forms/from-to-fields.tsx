import type { FieldOption } from '../../../shared/ui/form/field-option';
import { SelectField } from '../../../shared/ui/form/select-field';
import styles from '../../../shared/ui/layout/form-page.module.css';
import { SwapButton } from '../components/swap-button';

type FromToFieldsProps = {
  /** What either side may be: the accounts holding the coin, or the coins to convert between. */
  options: FieldOption[];
  labels: { from: string; to: string; swap: string };
};

/** Where the funds move from and to (the form's `from` and `to`), side by side, with the button that swaps them. */
export function FromToFields({ options, labels }: FromToFieldsProps) {
  return (
    <div className={styles.row}>
      <SelectField name="from" label={labels.from} options={options} />
      <SwapButton first="from" second="to" label={labels.swap} />
      <SelectField name="to" label={labels.to} options={options} />
    </div>
  );
}
