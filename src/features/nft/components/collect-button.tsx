import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useToggleNftCollect } from '../../../gen/api/nft/nft';
import { invalidateAfter } from '../../../shared/lib/query/invalidation';
import styles from './nft.module.css';

/** Adds the artwork to favourites or takes it out; the count and the collection follow. */
export function CollectButton({ code, collected, count }: { code: string; collected: boolean; count: number }) {
  const { t } = useTranslation('nft');
  const queryClient = useQueryClient();
  const toggle = useToggleNftCollect({
    mutation: { onSuccess: () => invalidateAfter(queryClient, 'toggleNftCollect') },
  });
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
