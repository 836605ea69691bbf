import { useTranslation } from '../../../shared/i18n/use-translation';
import type { InviteOverview } from '../../../gen/model';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import statTiles from '../../../shared/ui/facts/stat-tiles.module.css';
import styles from '../screens/invite.module.css';

/** Friends invited and verified, the rebate rate and the rebates earned. */
export function InviteStats({ overview }: { overview: InviteOverview }) {
  const { t } = useTranslation('invite');
  const money = (amount: string) =>
    t('amount', { amount: formatCoinAmount(amount, overview.rebate_currency), currency: overview.rebate_currency });
  return (
    <dl className={`${statTiles.tiles} ${styles.stats}`}>
      <div>
        <dt>{t('stats.invited')}</dt>
        <dd>{overview.invited_count}</dd>
      </div>
      <div>
        <dt>{t('stats.verified')}</dt>
        <dd>{overview.verified_count}</dd>
      </div>
      <div>
        <dt>{t('stats.rate')}</dt>
        <dd>{t('stats.percent', { rate: overview.rebate_rate })}</dd>
      </div>
      <div>
        <dt>{t('stats.total')}</dt>
        <dd>{money(overview.rebate_total)}</dd>
      </div>
      <div>
        <dt>{t('stats.today')}</dt>
        <dd>{money(overview.rebate_today)}</dd>
      </div>
    </dl>
  );
}
