import type { IeoProjectInfo } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount, formatPrice } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { Button } from '../../../shared/ui/button/button';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import { remainingOf, subscribedOf } from '../lib/ieo-figures';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { localTime } from '../../../shared/lib/format/server-time';

/** The project's terms: price, issuance, what is subscribed, lock period, cycle, dates, white paper and website. */
export function ProjectFacts({ info }: { info: IeoProjectInfo }) {
  const { t } = useTranslation('ieo');
  const coin = info.currency_name;
  return (
    <section className={card.card} aria-label={t('detail.terms')}>
      <Facts
        facts={[
          { label: t('detail.price'), value: `${formatPrice(info.price, 8)} ${info.pay_currency_name}` },
          { label: t('detail.total'), value: `${formatAmount(info.amount, 0)} ${coin}` },
          {
            label: t('detail.subscribed'),
            value: `${formatAmount(subscribedOf(info.amount, info.total_sell), 0)} ${coin}`,
          },
          { label: t('detail.remaining'), value: `${formatAmount(remainingOf(info.total_sell), 0)} ${coin}` },
          { label: t('detail.minimum'), value: `${formatCoinAmount(info.min, coin)} ${coin}` },
          {
            label: t('detail.lockPeriod'),
            value: info.lock_days ? t('detail.days', { count: Number(info.lock_days) }) : t('detail.noLock'),
          },
          { label: t('detail.cycle'), value: info.day ? t('detail.days', { count: Number(info.day) }) : '--' },
          { label: t('detail.start'), value: localTime(info.start_at) },
          { label: t('detail.end'), value: localTime(info.end_at) },
          { label: t('detail.listing'), value: info.sell_begin },
        ]}
      />
      <div className={card.actions}>
        <WebLink url={info.white_book} title={t('detail.whitePaper')} />
        <WebLink url={info.link} title={t('detail.website')} />
      </div>
    </section>
  );
}

/** A project document, opened in the app's web view (`/pages/common/webView`); nothing when the project has none. */
function WebLink({ url, title }: { url: string; title: string }) {
  const navigation = useAppNavigation();
  if (!url) return null;
  return (
    <Button
      size="small"
      variant="secondary"
      onClick={() => void navigation.push({ to: '/pages/common/webView', search: { url, title } })}
    >
      {title}
    </Button>
  );
}
