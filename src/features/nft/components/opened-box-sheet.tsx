import { useTranslation } from '../../../shared/i18n/use-translation';
import type { NftOwnedArtwork } from '../../../gen/model';
import { imageUrl } from '../../../shared/lib/image-url';
import { BottomSheet } from '../../../shared/ui/dialog/bottom-sheet';
import styles from './nft.module.css';

/** What came out of a blind box: its cover, name and rarity. */
export function OpenedBoxSheet({ artwork, onClose }: { artwork: NftOwnedArtwork | null; onClose: () => void }) {
  const { t } = useTranslation('nft');
  return (
    <BottomSheet open={artwork !== null} title={t('mine.opened')} onClose={onClose}>
      {artwork && (
        <figure className={styles.panel}>
          <img className={styles.hero} src={imageUrl(artwork.image)} alt={artwork.name} />
          <figcaption>
            <strong>{artwork.name}</strong>
            <p className={styles.notice}>{t('mine.rarity', { rarity: artwork.rarity })}</p>
          </figcaption>
        </figure>
      )}
    </BottomSheet>
  );
}
