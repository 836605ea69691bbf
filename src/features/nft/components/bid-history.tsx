import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListNftBids } from '../../../gen/api/nft/nft';
import { imageUrl } from '../../../shared/lib/image-url';
import { invalidateAfterEvent } from '../../../shared/lib/query/invalidation';
import { useRealtimeEvent } from '../../../shared/realtime/hooks';
import { QueryView } from '../../../shared/ui/state/query-view';
import { BidOutcome } from './bid-outcome';
import styles from './nft.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

/** Bids by others reach this page through the interval; the user's own outbid and won events at once. */
const LIVE_INTERVAL_MS = 5_000;

/**
 * The latest bids of an auction, newest first, kept live while the page is open; when the user is outbid or wins
 * it, the page reloads at once what the event changes.
 */
export function BidHistory({ code }: { code: string }) {
  const { t } = useTranslation('nft');
  const queryClient = useQueryClient();
  const bids = useListNftBids({ code }, undefined, { query: { refetchInterval: LIVE_INTERVAL_MS } });
  // the app tells the user of these wherever they are; this page reloads the auction they change
  useRealtimeEvent('nft_outbid', (event) => {
    if (event.code === code) void invalidateAfterEvent(queryClient, 'nft_outbid');
  });
  useRealtimeEvent('nft_auction_won', (event) => {
    if (event.data.code === code) void invalidateAfterEvent(queryClient, 'nft_auction_won');
  });
  return (
    <section className={styles.panel} aria-labelledby="nft-bids">
      <h2 id="nft-bids" className={styles.sectionTitle}>
        {t('bid.history')}
      </h2>
      <QueryView skeleton="list" query={bids} isEmpty={(rows) => rows.length === 0} emptyText={t('bid.none')}>
        {(rows) => (
          <ol className={styles.list} aria-label={t('bid.history')}>
            {rows.map((bid) => (
              <li key={bid.id} className={styles.bid}>
                <img className={styles.bidAvatar} src={imageUrl(bid.head_portrait)} alt="" />
                <span>
                  {bid.is_mine ? t('bid.me') : bid.nick_name}
                  <br />
                  <span className={styles.muted}>{localTime(bid.created)}</span>
                </span>
                <BidOutcome
                  price={bid.price}
                  unit={bid.currency_name}
                  status={bid.status}
                  expired={bid.is_expired === '1'}
                />
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}
