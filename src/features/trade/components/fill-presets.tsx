import type { FieldOption } from '../../../shared/ui/form/field-option';
import type { TextFieldProps } from '../../../shared/ui/form/text-field';
import { useFillField } from '../../../shared/ui/form/use-fill-field';
import styles from './trade.module.css';

type FillPresetsProps = Pick<TextFieldProps, 'name' | 'label' | 'disabled'> & {
  /** Each button's text and the value it writes. */
  presets: FieldOption[];
  /** The look of the row and of its buttons, where it is not the order forms' own. */
  classNames?: { group: string; button: string };
};

const ORDER_FORM_PRESETS = { group: styles.presets, button: styles.preset };

/** Quick picks that write a preset value (lots, a stake, a share of the balance) into a field of the form. */
export function FillPresets({ name, label, presets, disabled, classNames = ORDER_FORM_PRESETS }: FillPresetsProps) {
  const fill = useFillField(name);
  if (presets.length === 0) return null;
  return (
    <div className={classNames.group} role="group" aria-label={label}>
      {presets.map((preset) => (
        <button
          key={preset.label}
          type="button"
          className={classNames.button}
          disabled={disabled}
          onClick={() => fill(preset.value)}
        >
          {preset.label}
        </button>
      ))}
    </div>
  );
}
