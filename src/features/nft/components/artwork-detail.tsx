import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetUserInfo } from '../../../gen/api/settings/settings';
import type { NftArtworkDetail } from '../../../gen/model';
import { useNow } from '../../../shared/hooks/use-now';
import { imageUrl } from '../../../shared/lib/image-url';
import { isPlayable } from '../lib/artwork-path';
import { saleState } from '../lib/sale-state';
import { AuctionPanel } from './auction-panel';
import { BuyPanel } from './buy-panel';
import { CollectButton } from './collect-button';
import { MediaPlayer } from './media-player';
import { isClosedBox, isOnResale } from './owned-row';
import { SaleBadges } from './sale-badges';
import { SaleWindow } from './sale-window';
import { priceText } from '../lib/price-text';
import { Fact } from './fact';
import styles from './nft.module.css';

type ArtworkDetailProps = { artwork: NftArtworkDetail; media: boolean; onChange: () => void };

/** Everything about one artwork and what the user can do with it: buy, bid, collect, or resell their own. */
export function ArtworkDetail({ artwork, media, onChange }: ArtworkDetailProps) {
  const { t } = useTranslation('nft');
  const me = useGetUserInfo().data?.id;
  const state = saleState(artwork, useNow());
  const mine = me !== undefined && artwork.owner === me;
  // a fixed-price sale without an end is sent with an end a year after its start
  const openEnded = artwork.pay_type !== '2' && artwork.end_time.slice(0, 4) > artwork.start_time.slice(0, 4);
  return (
    <>
      {media && isPlayable(artwork.type) ? (
        <MediaPlayer type={artwork.type} src={artwork.media_url} cover={artwork.image} title={artwork.name} />
      ) : (
        <img className={styles.hero} src={imageUrl(artwork.image)} alt={artwork.name} />
      )}
      <div className={styles.content}>
        <div className={styles.titleRow}>
          <h2 className={styles.title}>{artwork.name}</h2>
          <CollectButton code={artwork.code} collected={artwork.collect} count={artwork.collect_number} />
        </div>
        <SaleBadges artwork={artwork} />
        <dl className={styles.facts}>
          <Fact
            label={t(artwork.pay_type === '2' ? 'detail.startPrice' : 'detail.price')}
            value={priceText(artwork.price, artwork.currency_name)}
            className={styles.price}
          />
          <Fact label={t('detail.chain')} value={artwork.chain.toUpperCase()} />
          <SaleWindow
            start={artwork.start_time}
            end={artwork.end_time}
            state={state}
            openEnded={openEnded}
            onChange={onChange}
          />
        </dl>
        <Link to="/pages/nft/artistDetail" search={{ uid: artwork.author_id }} className={styles.author}>
          <img className={styles.bidAvatar} src={imageUrl(artwork.author_avatar)} alt="" />
          {artwork.author_name}
        </Link>
        <p className={styles.description}>{artwork.description}</p>
        {artwork.lock_order === '1' && <p className={styles.notice}>{t('detail.awaitingWinner')}</p>}
        {mine ? (
          <div className={styles.actions}>
            <p className={styles.notice}>{t(isOnResale(artwork) ? 'detail.reselling' : 'detail.yours')}</p>
            {!isOnResale(artwork) && !isClosedBox(artwork) && (
              <Link to="/pages/nft/resell" search={{ code: artwork.code }} className={styles.link}>
                {t('mine.resell')}
              </Link>
            )}
          </div>
        ) : artwork.pay_type === '2' ? (
          <AuctionPanel artwork={artwork} onSale={state === 1} />
        ) : (
          <BuyPanel artwork={artwork} onSale={state === 1 && artwork.lock_order !== '1'} />
        )}
      </div>
    </>
  );
}
