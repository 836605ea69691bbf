import { useTranslation } from '../../../shared/i18n/use-translation';
import { LimitPriceField, MarketPriceNote, type PriceSource } from '../components/live-price';
import { Segmented } from '../components/segmented';

/** How an order is priced: at the market's price, or at a limit price of the user's. */
type OrderKind = 'limit' | 'market';

type OrderKindChoiceProps<K extends OrderKind> = {
  label: string;
  /** The kinds in the order the form offers them, the one it starts with first. */
  kinds: readonly K[];
  kind: K;
  onKind: (kind: K) => void;
};

/** The choice of how the order is priced. */
export function OrderKindChoice<K extends OrderKind>({ label, kinds, kind, onKind }: OrderKindChoiceProps<K>) {
  const { t } = useTranslation('trade');
  const labelOf = (key: OrderKind) => t(`kind.${key}`);
  const options = kinds.map((key) => ({ key, label: labelOf(key) }));
  return <Segmented label={label} value={kind} onChange={onKind} options={options} />;
}

type OrderPriceFieldProps = { kind: OrderKind; source: PriceSource; label: string; unit: string };

/** A limit order's price field; in its place for a market order, the live price it fills at about. */
export function OrderPriceField({ kind, source, label, unit }: OrderPriceFieldProps) {
  if (kind === 'market') return <MarketPriceNote source={source} />;
  return <LimitPriceField source={source} label={label} unit={unit} />;
}
