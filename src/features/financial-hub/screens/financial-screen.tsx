import { useListIeoProjects } from '../../../gen/api/ieo/ieo';
import { useListDualProducts } from '../../../gen/api/invest/invest';
import { useListLockMiningProducts } from '../../../gen/api/lockming/lockming';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NO_VALUE, formatAmount } from '../../../shared/lib/format/number';
import card from '../../../shared/ui/card/card.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { useDualHoldings, useIeoHoldings, useLockHoldings } from '../api/use-holdings';
import { ProductSection } from '../components/product-section';
import { rateRange } from '../lib/holdings';

/** A rate range as "0.30–0.40", one figure when both ends agree; none without rates. */
const range = (rates: string[]) => {
  const found = rateRange(rates);
  if (!found) return undefined;
  const [min, max] = [formatAmount(found.min, 2), formatAmount(found.max, 2)];
  return min === max ? min : `${min}–${max}`;
};

/** The financial products in one place: what each earns now and what the user holds of each. */
export function FinancialScreen() {
  const { t } = useTranslation('financial-hub');
  const ieoOpen = useListIeoProjects({ time_status: 2, page: 1, limit: 50 });
  const lockProducts = useListLockMiningProducts();
  const dualCalls = useListDualProducts({ type: 'call' });
  const dualPuts = useListDualProducts({ type: 'put' });
  const ieoHoldings = useIeoHoldings();
  const lockHoldings = useLockHoldings();
  const dualHoldings = useDualHoldings();
  const lockRange = range((lockProducts.data ?? []).map((product) => product.interest_rate));
  const dualRange = range(
    [...(dualCalls.data?.dual_currencys ?? []), ...(dualPuts.data?.dual_currencys ?? [])]
      .filter((product) => product.status === '1')
      .map((product) => product.rate),
  );

  return (
    <main className={card.page}>
      <PageHeader title={t('title')} back />
      <p className={`${card.note} ${card.content}`}>{t('intro')}</p>
      <div className={card.list}>
        <ProductSection
          title={t('ieo.title')}
          earns={ieoOpen.data ? t('ieo.open', { count: ieoOpen.data.list.length }) : NO_VALUE}
          description={t('ieo.earns')}
          holdings={[{ label: t('ieo.holding'), totals: ieoHoldings.data, failed: ieoHoldings.isError }]}
          link={{ to: '/pages/ieo/ieo' }}
          mineLink={{ to: '/pages/ieo/order' }}
          mineLabel={t('ieo.mine')}
        />
        <ProductSection
          title={t('lock.title')}
          earns={lockRange ? t('lock.rate', { range: lockRange }) : NO_VALUE}
          description={t('lock.earns')}
          holdings={[
            { label: t('lock.holding'), totals: lockHoldings.data?.locked, failed: lockHoldings.isError },
            { label: t('lock.interest'), totals: lockHoldings.data?.interest, failed: lockHoldings.isError },
          ]}
          link={{ to: '/pages/lockming/lockming' }}
          mineLink={{ to: '/pages/lockming/order' }}
          mineLabel={t('lock.mine')}
        />
        <ProductSection
          title={t('dual.title')}
          earns={dualRange ? t('dual.rate', { range: dualRange }) : NO_VALUE}
          description={t('dual.earns')}
          holdings={[{ label: t('dual.holding'), totals: dualHoldings.data, failed: dualHoldings.isError }]}
          link={{ to: '/pages/invest/invest' }}
          mineLink={{ to: '/pages/invest/mine' }}
          mineLabel={t('dual.mine')}
        />
      </div>
    </main>
  );
}
