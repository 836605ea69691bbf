import { getRouteApi } from '@tanstack/react-router';
import { getGetIeoProjectQueryOptions, useSubscribeIeoProject } from '../../../gen/api/ieo/ieo';
import type { IeoProjectDetail } from '../../../gen/model';
import { useSpotBalance } from '../../../shared/hooks/use-spot-balance';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { useConfirmStep } from '../../../shared/ui/dialog/use-confirm-step';
import { Facts } from '../../../shared/ui/facts/facts';
import { RecordScreen } from '../../../shared/ui/layout/record-screen';
import { ProgressBar } from '../../../shared/ui/progress/progress-bar';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { subscribedPercent } from '../lib/ieo-figures';
import { ProjectFacts } from '../components/project-facts';
import { SubscribeForm } from '../forms/subscribe-form';
import { subscriptionCost, type SubscribeValues } from '../forms/subscribe.schema';

const route = getRouteApi('/_authed/pages/ieo/subscribe');

/** An IEO project's terms, my subscription on it, and the subscription form while it is in progress. */
export function IeoSubscribeScreen() {
  const { t } = useTranslation('ieo');
  return (
    <RecordScreen
      title={t('detail.title')}
      id={route.useSearch().id}
      notFound={t('detail.notFound')}
      query={(id) => getGetIeoProjectQueryOptions({ project_id: id })}
    >
      {(detail) => <ProjectDetail detail={detail} />}
    </RecordScreen>
  );
}

function ProjectDetail({ detail }: { detail: IeoProjectDetail }) {
  const { t } = useTranslation('ieo');
  const { info, order_info: mine } = detail;
  const { available } = useSpotBalance(info.pay_currency_id);
  const { mutateAsync, isPending } = useSubscribeIeoProject();
  const { pending, review, close } = useConfirmStep<SubscribeValues>();
  const percent = subscribedPercent(info.amount, info.total_sell);

  const confirm = async (values: SubscribeValues) => {
    try {
      const message = await mutateAsync({
        data: {
          project_id: info.id,
          amount: values.amount.trim(),
          pay_currency: info.pay_currency_id,
          price: info.price,
        },
      });
      showToast(message);
    } catch {
      return; // the server's reason was shown; the form keeps the amount
    } finally {
      close();
    }
  };

  return (
    <div className={card.list}>
      <section className={card.card} aria-label={info.title}>
        <h2 className={card.title}>{info.title}</h2>
        <p className={card.subtitle}>{info.summary}</p>
        <ProgressBar percent={percent} label={t('list.progress')} />
      </section>
      <ProjectFacts info={info} />
      {mine && (
        <section className={card.card} aria-label={t('detail.mine')}>
          <h2 className={card.title}>{t('detail.mine')}</h2>
          <Facts
            facts={[
              {
                label: t('orders.appliedQuantity'),
                value: `${formatCoinAmount(mine.coin_amount, info.currency_name)} ${info.currency_name}`,
              },
              {
                label: t('detail.paid'),
                value: `${formatCoinAmount(mine.total_price, info.pay_currency_name)} ${info.pay_currency_name}`,
              },
            ]}
          />
        </section>
      )}
      {info.time_status === 2 ? (
        <section className={card.card} aria-label={t('subscribe.form')}>
          <SubscribeForm info={info} balance={available} onSubmit={review} />
        </section>
      ) : (
        <p className={card.note}>{t(info.time_status === 1 ? 'detail.notStarted' : 'detail.ended')}</p>
      )}
      <ConfirmSheet
        open={pending !== null}
        title={t('subscribe.confirmTitle')}
        rows={
          pending
            ? [
                { label: t('subscribe.project'), value: info.title },
                {
                  label: t('subscribe.amount'),
                  value: `${formatCoinAmount(pending.amount, info.currency_name)} ${info.currency_name}`,
                },
                { label: t('detail.price'), value: `${formatPrice(info.price, 8)} ${info.pay_currency_name}` },
                {
                  label: t('subscribe.total'),
                  value: `${formatCoinAmount(subscriptionCost(pending.amount.trim(), info.price), info.pay_currency_name)} ${info.pay_currency_name}`,
                },
              ]
            : []
        }
        notice={t('subscribe.notice', { time: info.sell_begin })}
        loading={isPending}
        onConfirm={() => void (pending && confirm(pending))}
        onClose={close}
      />
    </div>
  );
}
