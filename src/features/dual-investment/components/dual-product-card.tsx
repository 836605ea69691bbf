import { Link } from '../../../shared/ui/link/link';
import type { DualProduct } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import { ProgressBar } from '../../../shared/ui/progress/progress-bar';

/** One product: annual rate, price of a share, reference price, term, maturity, shares left and progress. */
export function DualProductCard({ product, buyLink = true }: { product: DualProduct; buyLink?: boolean }) {
  const { t } = useTranslation('dual-investment');
  const open = product.status === '1';
  return (
    <article className={card.card} aria-label={product.name}>
      <div className={`${card.head} ${card.headWrap}`}>
        <span className={card.logo} aria-hidden="true">
          {product.currency_name.slice(0, 1)}
        </span>
        <div className={card.headText}>
          <h2 className={card.title}>{product.name}</h2>
          <p className={card.subtitle}>{t(`type.${product.type}`, { coin: product.currency_name })}</p>
        </div>
        <span className={`${card.figure} up`}>{t('product.rate', { rate: formatAmount(product.rate, 2) })}</span>
      </div>
      <Facts
        facts={[
          {
            label: t('product.sharePrice'),
            value: product.share_price
              ? `${formatCoinAmount(product.share_price, product.share_currency)} ${product.share_currency ?? ''}`
              : '--',
          },
          { label: t('product.reference'), value: `${formatAmount(product.exercise_price, 2)} USDT` },
          {
            label: t('product.days'),
            value: product.day ? t('product.daysValue', { count: Number(product.day) }) : '--',
          },
          { label: t('product.maturity'), value: product.end_time },
          { label: t('product.remaining'), value: t('product.shares', { count: product.remaining_number }) },
          { label: t('product.limit'), value: t('product.shares', { count: product.user_limit }) },
        ]}
      />
      <ProgressBar percent={product.bar} label={t('product.progress')} />
      <div className={card.head}>
        <span className={card.subtitle}>
          {t('product.sold', { percent: formatAmount(product.bar, 2), total: product.total_number })}
        </span>
        {buyLink &&
          (open ? (
            <Link
              to="/pages/invest/purchase"
              search={{ id: product.id }}
              className={card.link}
              aria-label={t('product.buyNamed', { name: product.name })}
            >
              {t('product.buy')}
            </Link>
          ) : (
            <span className={card.badge}>{t('product.closed')}</span>
          ))}
      </div>
    </article>
  );
}
