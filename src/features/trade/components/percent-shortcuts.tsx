import Big from 'big.js';
import { useFormikContext } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toBig, trimZeros, type DecimalInput } from '../../../shared/lib/format/decimal';
import styles from './percent-shortcuts.module.css';

const SHARES = [25, 50, 75, 100] as const;

/** `percent` of `available`, cut (never rounded up) to `precision` decimals: what a shortcut writes. */
function shareOf(available: DecimalInput, percent: number, precision: number): string {
  const total = toBig(available);
  if (!total || total.lte(0)) return '';
  return trimZeros(total.times(percent).div(100).toFixed(precision, Big.roundDown));
}

type PercentShortcutsProps = {
  /** The field the shortcuts fill. */
  name: string;
  /** What 100% is: the available balance, or the most the balance can buy. */
  available: DecimalInput;
  /** Decimals of the field's value (the pair's precision). */
  precision: number;
  label: string;
};

/** 25 / 50 / 75 / 100 % of the available amount, written into a field of the form. */
export function PercentShortcuts({ name, available, precision, label }: PercentShortcutsProps) {
  const { t } = useTranslation('money');
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const empty = shareOf(available, 100, precision) === '';
  return (
    <div className={styles.shortcuts} role="group" aria-label={label}>
      {SHARES.map((percent) => (
        <button
          key={percent}
          type="button"
          className={styles.shortcut}
          disabled={empty}
          onClick={() => {
            void setFieldValue(name, shareOf(available, percent, precision));
            void setFieldTouched(name, true, false);
          }}
        >
          {t('percent', { percent })}
        </button>
      ))}
    </div>
  );
}
