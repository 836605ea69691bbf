import { getRouteApi } from '@tanstack/react-router';
import { getGetCopyTraderQueryOptions, useFollowCopyTrader } from '../../../gen/api/follow/follow';
import type { FollowTraderDetail } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import card from '../../../shared/ui/card/card.module.css';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { useConfirmStep } from '../../../shared/ui/dialog/use-confirm-step';
import { RecordScreen } from '../../../shared/ui/layout/record-screen';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { useFuturesBalance } from '../api/use-futures-balance';
import styles from '../components/copy.module.css';
import { StatsNote } from '../components/stats-note';
import { TraderAvatar } from '../components/trader-avatar';
import { FollowForm } from '../forms/follow-form';
import { followBody, sentNumber, type FollowValues } from '../forms/follow.schema';
import { traderName } from '../lib/trader-name';

const route = getRouteApi('/_authed/pages/follow/follow');

/** Follows a trader: how to copy, the margin cap and the agreement, then a confirmation. */
export function FollowScreen() {
  const { t } = useTranslation('copy-trading');
  return (
    <RecordScreen
      title={t('form.title')}
      id={route.useSearch().id}
      notFound={t('detail.notFound')}
      query={(id) => getGetCopyTraderQueryOptions({ trader_user_id: id })}
      skeleton="list"
    >
      {(detail) => <Follow detail={detail} />}
    </RecordScreen>
  );
}

function Follow({ detail }: { detail: FollowTraderDetail }) {
  const { t } = useTranslation('copy-trading');
  const navigation = useAppNavigation();
  const balance = useFuturesBalance();
  const { mutateAsync, isPending } = useFollowCopyTrader();
  const { pending, review, close } = useConfirmStep<FollowValues>();
  const trader = detail.trader_info;
  const name = traderName(t, trader.nickname, trader.id);

  const confirm = async (values: FollowValues) => {
    try {
      const message = await mutateAsync({ data: followBody(values, trader.id) });
      showToast(message);
    } catch {
      close();
      return; // the server's reason was shown; the form keeps what was typed
    }
    navigation.redirect({ to: '/pages/copytrade/my', search: { tab: 'traders' } });
  };

  if (detail.is_followed)
    return <p className={`${card.note} ${card.content}`}>{t('form.alreadyFollowing', { name })}</p>;

  const rounded = pending?.type === '1' && sentNumber(pending) !== pending.number.trim();
  return (
    <>
      <div className={card.list}>
        <div className={`${card.card} ${card.head}`}>
          <TraderAvatar path={trader.head_portrait} />
          <div className={styles.name}>
            <h2 className={card.title}>{name}</h2>
            <span className={card.subtitle}>
              {t('form.traderFigures', { rate: detail.data.correct_rate, count: detail.data.follow_num })}
            </span>
          </div>
        </div>
      </div>
      <div className={card.content}>
        <FollowForm balance={balance} onSubmit={review} />
      </div>
      <StatsNote />
      <ConfirmSheet
        open={pending !== null}
        title={t('form.confirmTitle')}
        rows={
          pending
            ? [
                { label: t('form.trader'), value: name },
                { label: t('form.mode'), value: pending.type === '1' ? t('form.fixedMultiple') : t('form.fixedLots') },
                {
                  label: pending.type === '1' ? t('form.multiple') : t('form.lots'),
                  value: sentNumber(pending),
                },
                {
                  label: t('form.amount'),
                  value: pending.amount.trim() ? `${formatCoinAmount(pending.amount, 'USDT')} USDT` : t('my.noCap'),
                },
              ]
            : []
        }
        notice={
          rounded && pending
            ? t('form.rounded', { typed: pending.number.trim(), sent: sentNumber(pending) })
            : t('form.notice')
        }
        loading={isPending}
        onConfirm={() => void (pending && confirm(pending))}
        onClose={close}
      />
    </>
  );
}
