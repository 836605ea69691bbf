import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TradeView } from './trade-view';

const route = getRouteApi('/_authed/pages/transaction/contract');

/** Futures trading of one pair on its own page: the opening form, positions, pending orders and history. */
export function FuturesTradeScreen() {
  const { t } = useTranslation('trade');
  const navigate = route.useNavigate();
  return (
    <TradeView
      title={t('futuresTitle')}
      only="futures"
      back
      search={route.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  );
}
