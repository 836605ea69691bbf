import { anyKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Segmented } from './segmented';
import styles from './trade.module.css';

type OrderListSwitchProps<K extends string> = {
  /** Where the switch's name and labels are ("spotOrders": `spotOrders.label`, `spotOrders.tabs.pending`). */
  texts: 'positions' | 'optionOrders' | 'spotOrders';
  lists: readonly K[];
  value: K;
  onChange: (list: K) => void;
};

/** The switch between the pair's order lists under a trading form, named as the order pages name their tabs. */
export function OrderListSwitch<K extends string>({ texts, lists, value, onChange }: OrderListSwitchProps<K>) {
  const { t } = useTranslation('trade');
  return (
    <div className={styles.listSwitch}>
      <Segmented
        label={t(`${texts}.label`)}
        value={value}
        onChange={onChange}
        options={lists.map((key) => ({ key, label: anyKey(t)(`${texts}.tabs.${key}`) }))}
      />
    </div>
  );
}
