import Big from 'big.js';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toBig, trimZeros, type DecimalInput } from '../../../shared/lib/format/decimal';
import { FillPresets } from './fill-presets';
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
  return (
    <FillPresets
      name={name}
      label={label}
      presets={SHARES.map((percent) => ({
        label: t('percent', { percent }),
        value: shareOf(available, percent, precision),
      }))}
      disabled={shareOf(available, 100, precision) === ''}
      classNames={{ group: styles.shortcuts, button: styles.shortcut }}
    />
  );
}
