import { sendSmsCodeMaxLengths } from '../../../gen/form-lengths/sendSmsCode';
import { TextField } from './text-field';
import styles from './field.module.css';

type PhoneFieldProps = {
  /** The Formik field holding the number without its area code. */
  name: string;
  label: string;
  placeholder?: string;
  /** The area code shown on the button, without the "+". */
  areaCode?: string;
  /** The area-code button's accessible name. */
  areaCodeLabel: string;
  /** Opens the area-code picker. */
  onPickAreaCode: () => void;
};

/** A Formik-bound phone number input with the button that shows and changes its area code ("+86"). */
export function PhoneField({ name, label, placeholder, areaCode, areaCodeLabel, onPickAreaCode }: PhoneFieldProps) {
  return (
    <TextField
      name={name}
      type="tel"
      label={label}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete="tel-national"
      // every number typed here is one a code is sent to: the contract's length of that number
      maxLength={sendSmsCodeMaxLengths.mobile}
      addon={
        <button type="button" className={styles.areaButton} onClick={onPickAreaCode} aria-label={areaCodeLabel}>
          +{areaCode}
        </button>
      }
    />
  );
}
