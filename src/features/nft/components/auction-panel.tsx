import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePayNftAuctionMargin } from '../../../gen/api/nft/nft';
import type { NftArtworkDetail } from '../../../gen/model';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { useSpotBalance } from '../api/use-spot-balance';
import { BidForm } from '../forms/bid-form';
import { currentBid, minimumBid } from '../lib/bid';
import { BidHistory } from './bid-history';
import { priceText } from '../lib/price-text';
import { BalancePayment, usePaymentSheet } from './balance-payment';
import { Fact } from './fact';
import styles from './nft.module.css';

/** An auction: current bid, the least next bid, the margin to freeze before bidding, the bid form and history. */
export function AuctionPanel({ artwork, onSale }: { artwork: NftArtworkDetail; onSale: boolean }) {
  const { t } = useTranslation('nft');
  const { balance, short } = useSpotBalance(artwork.currency_id, artwork.margin);
  const margin = usePayNftAuctionMargin();
  const unit = artwork.currency_name;
  const minimum = minimumBid(artwork);
  const show = (value: string | undefined) => priceText(value, unit);
  const payment = usePaymentSheet(() => margin.mutateAsync({ data: { code: artwork.code } }));

  return (
    <>
      <dl className={styles.facts}>
        <Fact label={t('bid.current')} value={show(currentBid(artwork))} className={styles.price} />
        <Fact label={t('bid.increase')} value={show(artwork.per_increase)} />
        <Fact label={t('bid.margin')} value={show(artwork.margin)} />
        <Fact label={t('bid.count')} value={artwork.bid_count ?? '--'} />
      </dl>
      {artwork.is_leading && <p className={styles.notice}>{t('bid.youLead')}</p>}
      {onSale && !artwork.is_margin_paid && (
        <BalancePayment
          notice={t('bid.marginFirst', { margin: show(artwork.margin) })}
          balance={balance}
          unit={unit}
          short={short}
          label={t('bid.payMargin')}
          onPay={payment.show}
        />
      )}
      {onSale && artwork.is_margin_paid && <BidForm code={artwork.code} minimum={minimum} unit={unit} />}
      <BidHistory code={artwork.code} />
      <ConfirmSheet
        {...payment.sheet}
        title={t('bid.marginTitle')}
        rows={[
          { label: t('bid.margin'), value: show(artwork.margin) },
          { label: t('buy.available'), value: show(balance) },
        ]}
        notice={t('bid.marginNotice')}
        loading={margin.isPending}
      />
    </>
  );
}
