import { useTranslation } from '../../../shared/i18n/use-translation';
import { useToggleNftCollect } from '../../../gen/api/nft/nft';
import styles from './nft.module.css';

/** Adds the artwork to favourites or takes it out; the count and the collection follow. */
export function CollectButton({ code, collected, count }: { code: string; collected: boolean; count: number }) {
  const { t } = useTranslation('nft');
  const toggle = useToggleNftCollect();
  return (
    <button
      type="button"
      className={styles.collect}
      aria-pressed={collected}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ data: { code } })}
    >
      {t(collected ? 'detail.collected' : 'detail.collect', { count })}
    </button>
  );
}
