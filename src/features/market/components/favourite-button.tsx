import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './market.module.css';

type FavouriteButtonProps = { pair: string; active: boolean; disabled?: boolean; onToggle: () => void };

/** The star that adds a pair to the favourites or removes it. */
export function FavouriteButton({ pair, active, disabled, onToggle }: FavouriteButtonProps) {
  const { t } = useTranslation('market');
  return (
    <button
      type="button"
      className={active ? `${styles.star} ${styles.starOn}` : styles.star}
      aria-pressed={active}
      aria-label={t(active ? 'favourite.remove' : 'favourite.add', { pair })}
      disabled={disabled}
      onClick={onToggle}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        fill={active ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
