import type { DualProduct } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import type { Payout } from '../lib/settlement';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import { productSettlement } from '../lib/product-settlement';

/** What `shares` shares of the product pay back at maturity, for a settlement price below and at or above the reference. */
export function SettlementPreview({ product, shares }: { product: DualProduct; shares: number }) {
  const { t } = useTranslation('dual-investment');
  const reference = formatAmount(product.exercise_price, 2);
  const settlement = productSettlement(product, shares);
  return (
    <section className={card.card} aria-label={t('settlement.title')} aria-live="polite">
      <h2 className={card.title}>{t('settlement.title')}</h2>
      <p className={card.subtitle}>
        {t('settlement.for', {
          shares,
          held: product.day ? t('product.daysValue', { count: Number(product.day) }) : '--',
        })}
      </p>
      <Facts
        facts={[
          {
            label: t('settlement.below', { coin: product.currency_name, price: reference }),
            value: formatPayout(settlement.below),
          },
          {
            label: t('settlement.above', { coin: product.currency_name, price: reference }),
            value: formatPayout(settlement.above),
          },
        ]}
      />
      <p className={card.note}>{t(`settlement.formula.${product.type}`)}</p>
    </section>
  );
}

/** A payout as people read it: with its coin's precision. */
export const formatPayout = ({ amount, currency }: Payout) => `${formatCoinAmount(amount, currency)} ${currency}`;
