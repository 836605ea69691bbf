import { useTranslation } from '../../../shared/i18n/use-translation';
import { useBuyNftArtwork } from '../../../gen/api/nft/nft';
import type { NftArtworkDetail } from '../../../gen/model';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { useSpotBalance } from '../api/use-spot-balance';
import { priceText } from '../lib/price-text';
import { BalancePayment, usePaymentSheet } from './balance-payment';

/**
 * A fixed-price artwork or a blind box: the price against the spot balance of its coin, a last look, then the
 * purchase; the artwork (or the box to open) waits in the collection.
 */
export function BuyPanel({ artwork, onSale }: { artwork: NftArtworkDetail; onSale: boolean }) {
  const { t } = useTranslation('nft');
  const { balance, short } = useSpotBalance(artwork.currency_id, artwork.price);
  const navigation = useAppNavigation();
  const buy = useBuyNftArtwork();
  const unit = artwork.currency_name;
  const box = artwork.pay_type === '3';
  const payment = usePaymentSheet(
    () => buy.mutateAsync({ data: { code: artwork.code } }),
    () => void navigation.push({ to: '/pages/nft/myNft' }),
  );

  return (
    <BalancePayment
      balance={balance}
      unit={unit}
      short={short && onSale}
      disabled={!onSale || short}
      label={t(box ? 'buy.buyBox' : 'buy.buy')}
      onPay={payment.show}
    >
      <ConfirmSheet
        {...payment.sheet}
        title={t(box ? 'buy.confirmBoxTitle' : 'buy.confirmTitle')}
        rows={[
          { label: t('detail.name'), value: artwork.name },
          { label: t('detail.price'), value: priceText(artwork.price, unit) },
          { label: t('buy.available'), value: priceText(balance, unit) },
        ]}
        notice={t(box ? 'buy.boxNotice' : 'buy.notice')}
        confirmText={t('buy.pay')}
        loading={buy.isPending}
      />
    </BalancePayment>
  );
}
