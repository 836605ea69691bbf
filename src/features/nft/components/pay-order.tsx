import { Link } from '../../../shared/ui/link/link';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMarkNftOrderMessageRead, usePayNftOrder } from '../../../gen/api/nft/nft';
import type { NftPendingOrder } from '../../../gen/model';
import { imageUrl } from '../../../shared/lib/image-url';
import { parseTime } from '../../../shared/lib/format/relative-time';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { Countdown } from '../../../shared/ui/countdown/countdown';
import { useSpotBalance } from '../api/use-spot-balance';
import { isPurchase, orderState } from '../lib/order-state';
import { priceText } from '../lib/price-text';
import { BalancePayment, usePaymentSheet } from './balance-payment';
import { Fact } from './fact';
import styles from './nft.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

type PayOrderProps = { order: NftPendingOrder; onChange: () => void };

/** The winning bid to pay within the day (the margin comes back once paid), or the order's outcome. */
export function PayOrder({ order, onChange }: PayOrderProps) {
  const { t } = useTranslation('nft');
  const { balance, short } = useSpotBalance(order.currency_id, order.price);
  const pay = usePayNftOrder();
  const markRead = useMarkNftOrderMessageRead();
  const state = orderState(order);
  const bought = isPurchase(order);
  const unit = order.currency_name;
  const deadline = parseTime(order.overtime)?.getTime();

  // opening the order reads its message
  const { mutate: read } = markRead;
  useEffect(() => {
    if (order.is_read === 0) read({ data: { id: order.id } });
  }, [order.id, order.is_read, read]);

  const payment = usePaymentSheet(() => pay.mutateAsync({ data: { id: order.id } }));

  return (
    <div className={styles.content}>
      <img className={styles.hero} src={imageUrl(order.image)} alt={order.name} />
      <h2 className={styles.title}>{order.name}</h2>
      <dl className={styles.facts}>
        <Fact
          label={t(bought ? 'order.pricePaid' : 'order.price')}
          value={priceText(order.price, unit)}
          className={styles.price}
        />
        <Fact label={t('order.state')} value={t(`order.${state}`)} />
        {!bought && (
          <>
            <Fact label={t('order.wonAt')} value={localTime(order.created)} />
            <Fact label={t('order.deadline')} value={localTime(order.overtime)} />
          </>
        )}
        {state === 'pending' && deadline !== undefined && (
          <Fact
            label={t('order.payWithin')}
            value={<Countdown endsAt={deadline} onEnd={onChange} />}
            className={styles.countdown}
          />
        )}
        {state === 'paid' && <Fact label={t('order.paidAt')} value={localTime(order.pay_time)} />}
      </dl>
      {state === 'pending' && (
        <BalancePayment
          notice={t('order.payNotice')}
          balance={balance}
          unit={unit}
          short={short}
          label={t('order.pay')}
          onPay={payment.show}
        />
      )}
      {state === 'expired' && <p className={styles.warning}>{t('order.expiredNotice')}</p>}
      {state === 'paid' && (
        <Link to="/pages/nft/myNft" className={styles.link}>
          {t('order.seeCollection')}
        </Link>
      )}
      <ConfirmSheet
        {...payment.sheet}
        title={t('order.payTitle')}
        rows={[
          { label: t('detail.name'), value: order.name },
          { label: t('order.price'), value: priceText(order.price, unit) },
          { label: t('buy.available'), value: priceText(balance, unit) },
        ]}
        notice={t('order.payNotice')}
        confirmText={t('buy.pay')}
        loading={pay.isPending}
      />
    </div>
  );
}
