import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useBuyNftArtwork } from '../../../gen/api/nft/nft';
import type { NftArtworkDetail } from '../../../gen/model';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { Button } from '../../../shared/ui/button/button';
import { ConfirmSheet } from '../../../shared/ui/dialog/confirm-sheet';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { useSpotBalance } from '../api/use-spot-balance';
import { priceText } from '../lib/price-text';
import { BalanceNote } from './balance-note';
import styles from './nft.module.css';

/**
 * A fixed-price artwork or a blind box: the price against the spot balance of its coin, a last look, then the
 * purchase; the artwork (or the box to open) waits in the collection.
 */
export function BuyPanel({ artwork, onSale }: { artwork: NftArtworkDetail; onSale: boolean }) {
  const { t } = useTranslation('nft');
  const [open, setOpen] = useState(false);
  const { balance, short } = useSpotBalance(artwork.currency_id, artwork.price);
  const navigation = useAppNavigation();
  const buy = useBuyNftArtwork();
  const unit = artwork.currency_name;
  const box = artwork.pay_type === '3';

  const confirm = async () => {
    try {
      showToast(await buy.mutateAsync({ data: { code: artwork.code } }));
    } catch {
      return; // the server's reason was shown as a toast
    }
    setOpen(false);
    void navigation.push({ to: '/pages/nft/myNft' });
  };

  return (
    <div className={styles.actions}>
      <BalanceNote balance={balance} unit={unit} short={short && onSale} />
      <Button block disabled={!onSale || short} onClick={() => setOpen(true)}>
        {t(box ? 'buy.buyBox' : 'buy.buy')}
      </Button>
      <ConfirmSheet
        open={open}
        title={t(box ? 'buy.confirmBoxTitle' : 'buy.confirmTitle')}
        rows={[
          { label: t('detail.name'), value: artwork.name },
          { label: t('detail.price'), value: priceText(artwork.price, unit) },
          { label: t('buy.available'), value: priceText(balance, unit) },
        ]}
        notice={t(box ? 'buy.boxNotice' : 'buy.notice')}
        confirmText={t('buy.pay')}
        loading={buy.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
