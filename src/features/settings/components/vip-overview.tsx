import { useTranslation } from '../../../shared/i18n/use-translation';
import type { VipOverview } from '../../../gen/model';
import { verificationLimits } from '../../../shared/config/verification-limits';
import { formatAmount, formatPrice } from '../../../shared/lib/format/number';
import statTiles from '../../../shared/ui/facts/stat-tiles.module.css';
import styles from './vip-overview.module.css';

export function VipOverviewView({ overview }: { overview: VipOverview }) {
  const { t } = useTranslation('settings');
  return (
    <div className={styles.overview}>
      <dl className={`${statTiles.tiles} ${styles.summary}`}>
        <div>
          <dt>{t('vip.yourLevel')}</dt>
          <dd>{t('vip.level', { level: overview.user_level })}</dd>
        </div>
        <div>
          <dt>{t('vip.volume')}</dt>
          <dd>{t('vip.usdt', { amount: formatAmount(overview.volume_30d) })}</dd>
        </div>
        <div>
          <dt>{t('vip.assets')}</dt>
          <dd>{t('vip.usdt', { amount: formatAmount(overview.total_assets) })}</dd>
        </div>
      </dl>
      <h3 className={styles.heading}>{t('vip.levels')}</h3>
      <p className={styles.note}>{t('vip.either')}</p>
      <ul className={styles.levels} aria-label={t('vip.levels')}>
        {overview.levels.map((level) => (
          <li key={level.level} className={level.level === overview.user_level ? styles.current : styles.level}>
            <strong>{level.name}</strong>
            <span>
              {t('vip.needs', { volume: formatPrice(level.min_volume), assets: formatPrice(level.min_assets) })}
            </span>
            <span>{t('vip.gives', { discount: level.fee_discount, limit: formatPrice(level.withdraw_limit) })}</span>
            {level.otc_borrowing === 1 && <span>{t('vip.otc')}</span>}
            {level.benefits.length > 0 && <span className={styles.note}>{level.benefits.join(' · ')}</span>}
          </li>
        ))}
      </ul>
      <h3 className={styles.heading}>{t('vip.verificationLimits')}</h3>
      <ul className={styles.levels} aria-label={t('vip.verificationLimits')}>
        {verificationLimits(overview.verification_limits).map((tier) => (
          <li key={tier.real_type} className={styles.level}>
            <strong>{t(tier.real_type === 1 ? 'vip.basic' : 'vip.advanced', { name: tier.name })}</strong>
            <span>
              {t('vip.withdrawLimit', {
                amount: formatPrice(tier.withdraw_limit_24h),
                currency: tier.withdraw_limit_currency,
              })}
            </span>
            <span>
              {t('vip.fiatLimit', { amount: formatPrice(tier.fiat_trade_limit), currency: tier.fiat_trade_currency })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
