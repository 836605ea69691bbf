import { Link } from '../../../shared/ui/link/link';
import type { LockMiningProduct } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NO_VALUE, formatAmount } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';

/** One lock-up mining product: daily yield, lock period, minimum single amount, dividend time. */
export function ProductCard({ product, buyLink = true }: { product: LockMiningProduct; buyLink?: boolean }) {
  const { t } = useTranslation('lock-mining');
  const name = t('product.name', { coin: product.currency_name, count: Number(product.day) });
  return (
    <article className={card.card} aria-label={name}>
      <div className={`${card.head} ${card.headWrap}`}>
        <span className={card.logo} aria-hidden="true">
          {product.currency_name.slice(0, 1)}
        </span>
        <h2 className={`${card.title} ${card.headText}`}>{name}</h2>
        <span className={`${card.figure} up`}>
          {t('product.rate', { rate: formatAmount(product.interest_rate, 2) })}
        </span>
      </div>
      <Facts
        facts={[
          { label: t('product.lockPeriod'), value: t('product.days', { count: Number(product.day) }) },
          {
            label: t('product.minimum'),
            value: `${formatCoinAmount(product.save_min, product.currency_name)} ${product.currency_name}`,
          },
          {
            label: t('product.dividendTime'),
            value: product.dividend_time ? t('product.daily', { time: product.dividend_time }) : NO_VALUE,
          },
          {
            label: t('product.maximum'),
            value: `${formatCoinAmount(product.save_max, product.currency_name)} ${product.currency_name}`,
          },
        ]}
      />
      {buyLink && (
        <div className={card.actions}>
          <Link
            to="/pages/lockming/buy"
            search={{ id: product.id }}
            className={card.link}
            aria-label={t('product.buyNamed', { name })}
          >
            {t('product.buy')}
          </Link>
        </div>
      )}
    </article>
  );
}
