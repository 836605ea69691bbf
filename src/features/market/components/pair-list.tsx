import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo } from 'react';
import type { QuotationPair } from '../../../gen/model';
import { pairLabel } from '../../../shared/lib/market/quotations';
import { QuoteRow } from '../../../shared/ui/quote/quote-row';
import type { useFavourites } from '../api/use-favourites';
import { FavouriteButton } from './favourite-button';
import list from '../../../shared/ui/list-row/list-row.module.css';
import styles from './market.module.css';

/**
 * Every row is this tall (the quote row's padding and two lines of text, in every language): with a fixed height
 * the browser lays out a row alone when its figures change, and rows scrolling in need no measuring.
 */
const ROW_HEIGHT = 62;

type PairListProps = {
  label: string;
  pairs: QuotationPair[];
  favourites: ReturnType<typeof useFavourites>;
  onOpen: (pair: QuotationPair) => void;
};

type PairRowProps = {
  pair: QuotationPair;
  favourite: boolean;
  busy: boolean;
  onToggle: (currencyId: number) => void;
  onOpen: (pair: QuotationPair) => void;
};

/** One row; scrolling re-renders the list, not the rows whose pair and state are the same (memo). */
const PairRow = memo(function PairRow({ pair, favourite, busy, onToggle, onOpen }: PairRowProps) {
  return (
    <QuoteRow
      pair={pair}
      onOpen={onOpen}
      action={
        <FavouriteButton
          pair={pairLabel(pair)}
          active={favourite}
          disabled={busy}
          onToggle={() => onToggle(pair.currency_id)}
        />
      }
    />
  );
});

/**
 * Quotation rows, virtualised against the page's scroll: only the rows on screen (and a few around) are in the
 * document, so a thousand live symbols cost what twenty do.
 */
export function PairList({ label, pairs, favourites, onOpen }: PairListProps) {
  const virtualizer = useWindowVirtualizer({
    count: pairs.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    // rows follow the scroll in React's next render rather than synchronously inside every scroll event
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  return (
    <ul className={`${list.list} ${styles.virtual}`} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row) => {
        const pair = pairs[row.index];
        return (
          <li
            key={row.key}
            data-index={row.index}
            className={styles.virtualRow}
            style={{ height: ROW_HEIGHT, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <PairRow
              pair={pair}
              favourite={favourites.isFavourite(pair.currency_id)}
              busy={favourites.busy || favourites.query.isPending}
              onToggle={favourites.toggle}
              onOpen={onOpen}
            />
          </li>
        );
      })}
    </ul>
  );
}
