import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice } from '../../../shared/lib/format/number';
import { useLastPrice } from '../../../shared/realtime/hooks';
import { DecimalField } from '../../../shared/ui/form/decimal-field';
import styles from './trade.module.css';

/**
 * Where an order form reads the pair's live price: the ticker of `symbol`, `fallback` (the quotation's or the
 * trade info's last price) until the first push. Only the leaves that show it re-render on a tick, never the form.
 */
export type PriceSource = { symbol: string; fallback: string };

export const useSourcePrice = (source: PriceSource) => useLastPrice(source.symbol, source.fallback);

/** The limit price field, the live last price as its placeholder. */
export function LimitPriceField({ source, label, unit }: { source: PriceSource; label: string; unit: string }) {
  const price = useSourcePrice(source);
  return <DecimalField name="price" label={label} unit={unit} placeholder={formatPrice(price)} />;
}

/** In place of the price field for a market order: it fills at about the live last price. */
export function MarketPriceNote({ source }: { source: PriceSource }) {
  const { t } = useTranslation('trade');
  const price = useSourcePrice(source);
  return <p className={styles.marketNote}>{t('spot.marketNote', { price: formatPrice(price) })}</p>;
}
