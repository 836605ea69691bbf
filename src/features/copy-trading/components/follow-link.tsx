import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';

/** "Follow", leading to the follow form of the trader named `name`. */
export function FollowLink({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('copy-trading');
  return (
    <Link
      to="/pages/follow/follow"
      search={{ id }}
      className={card.link}
      aria-label={t('trader.followNamed', { name })}
    >
      {t('trader.follow')}
    </Link>
  );
}
