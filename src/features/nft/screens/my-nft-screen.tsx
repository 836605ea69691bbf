import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListMyNfts, useOpenNftBlindBox } from '../../../gen/api/nft/nft';
import type { NftOwnedArtwork } from '../../../gen/model';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { OpenedBoxSheet } from '../components/opened-box-sheet';
import { OwnedRow } from '../components/owned-row';
import styles from '../components/nft.module.css';

/** The artworks the user holds, newest first: blind boxes to open, artworks to resell. */
export function MyNftScreen() {
  const { t } = useTranslation('nft');
  const owned = useListMyNfts();
  const [opened, setOpened] = useState<NftOwnedArtwork | null>(null);
  const open = useOpenNftBlindBox({ mutation: { onSuccess: (artwork) => setOpened(artwork) } });
  return (
    <main className={styles.page}>
      <PageHeader
        title={t('mine.owned')}
        back
        link={{ to: '/pages/nft/components/collection', label: t('collection.title') }}
      />
      <QueryView skeleton="list" query={owned} isEmpty={(rows) => rows.length === 0} emptyText={t('mine.noneOwned')}>
        {(rows) => (
          <ul className={styles.list} aria-label={t('mine.owned')}>
            {rows.map((artwork) => (
              <li key={artwork.code}>
                <OwnedRow
                  artwork={artwork}
                  opening={open.isPending && open.variables.data.code === artwork.code}
                  onOpen={(box) => open.mutate({ data: { code: box.code } })}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <OpenedBoxSheet artwork={opened} onClose={() => setOpened(null)} />
    </main>
  );
}
