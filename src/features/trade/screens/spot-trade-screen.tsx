import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TradeView } from './trade-view';

const route = getRouteApi('/_authed/pages/transaction/currency');

/** Spot trading of one pair on its own page (reached from the spot orders and links). */
export function SpotTradeScreen() {
  const { t } = useTranslation('trade');
  const navigate = route.useNavigate();
  return (
    <TradeView
      title={t('spotTitle')}
      only="coins"
      back
      search={route.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  );
}
