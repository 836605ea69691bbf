import type { RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NO_VALUE } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import type { CoinTotal } from '../lib/holdings';

/** Totals per coin of one kind of holding: undefined while loading; `failed` when they could not be read. */
type Holding = { label: string; totals: CoinTotal[] | undefined; failed: boolean };

type ProductSectionProps<
  TRouter extends RegisteredRouter = RegisteredRouter,
  TOptions = unknown,
  TMineOptions = unknown,
> = {
  title: string;
  /** What the product earns, from the products on offer. */
  earns: ReactNode;
  description: string;
  /** Labelled figures of what the user holds of the product. */
  holdings: Holding[];
  /** The product's page. */
  link: ValidateLinkOptions<TRouter, TOptions>;
  /** The page of the user's orders of the product. */
  mineLink: ValidateLinkOptions<TRouter, TMineOptions>;
  mineLabel: string;
};

/** Totals per coin on one line ("1,000 USDT · 0.2 BTC"), "none" when empty, "--" while unknown. */
function Totals({ totals, failed }: Omit<Holding, 'label'>) {
  const { t } = useTranslation('financial-hub');
  if (!totals) return failed ? t('unavailable') : NO_VALUE;
  if (!totals.length) return t('none');
  return totals.map(({ coin, amount }) => `${formatCoinAmount(amount, coin)} ${coin}`).join(' · ');
}

/** One financial product: what it earns, what the user holds of it, and the ways to it and to the user's orders. */
export function ProductSection<TRouter extends RegisteredRouter, TOptions, TMineOptions>(
  props: ProductSectionProps<TRouter, TOptions, TMineOptions>,
): ReactNode;
export function ProductSection({
  title,
  earns,
  description,
  holdings,
  link,
  mineLink,
  mineLabel,
}: ProductSectionProps) {
  const { t } = useTranslation('financial-hub');
  return (
    <section className={card.card} aria-label={title}>
      <h2 className={card.title}>{title}</h2>
      <p className={`${card.figure} up`} style={{ margin: 0 }}>
        {earns}
      </p>
      <p className={card.subtitle}>{description}</p>
      <Facts facts={holdings.map(({ label, ...holding }) => ({ label, value: <Totals {...holding} /> }))} columns={2} />
      <div className={card.actions}>
        <Link {...mineLink} className={card.link}>
          {mineLabel}
        </Link>
        <Link {...link} className={card.link} aria-label={t('openNamed', { name: title })}>
          {t('open')}
        </Link>
      </div>
    </section>
  );
}
