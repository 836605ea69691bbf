import { getRouteApi } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListMyNfts, useResellNftArtwork } from '../../../gen/api/nft/nft';
import { imageUrl } from '../../../shared/lib/image-url';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { EmptyState } from '../../../shared/ui/state/empty-state';
import { QueryView } from '../../../shared/ui/state/query-view';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { isClosedBox, isOnResale } from '../components/owned-row';
import { toResellBody } from '../forms/resell-body';
import { ResellForm } from '../forms/resell-form';
import type { ResellValues } from '../forms/resell.schema';
import styles from '../components/nft.module.css';

const route = getRouteApi('/_authed/pages/nft/resell');

/** Puts an artwork the user holds (`code`) back on the market. */
export function ResellScreen() {
  const { t } = useTranslation('nft');
  const { code } = route.useSearch();
  const owned = useListMyNfts();
  const resell = useResellNftArtwork();
  const navigation = useAppNavigation();

  const onResell = async (values: ResellValues) => {
    try {
      showToast(await resell.mutateAsync({ data: toResellBody(code!, values) }));
    } catch {
      return false; // the server's reason was shown; the form keeps what was typed
    }
    void navigation.redirect({ to: '/pages/nft/myNft' });
    return true;
  };

  return (
    <main className={styles.page}>
      <PageHeader title={t('resell.title')} back />
      <QueryView query={owned}>
        {(rows) => {
          const artwork = rows.find((row) => row.code === code);
          const ready = artwork && !isClosedBox(artwork) && !isOnResale(artwork) && artwork.lock_order !== '1';
          if (!artwork || !ready)
            return (
              <EmptyState text={t(artwork ? 'resell.unavailable' : 'resell.notYours')}>
                <Link to="/pages/nft/myNft" className={styles.link}>
                  {t('mine.owned')}
                </Link>
              </EmptyState>
            );
          return (
            <div className={styles.content}>
              <div className={styles.row}>
                <img className={styles.thumb} src={imageUrl(artwork.image)} alt="" />
                <span className={styles.rowText}>
                  <strong>{artwork.name}</strong>
                  <span className={styles.muted}>{t('mine.rarity', { rarity: artwork.rarity })}</span>
                </span>
                <span />
              </div>
              <ResellForm unit={artwork.currency_name} onResell={onResell} />
            </div>
          );
        }}
      </QueryView>
    </main>
  );
}
