import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TradeView } from './trade-view';

const route = getRouteApi('/_authed/_tabs/pages/transaction/index2');

/** The stock layout of the trade tab: stock pairs only, spot first. */
export function StockTradeScreen() {
  const { t } = useTranslation('trade');
  const navigate = route.useNavigate();
  return (
    <TradeView
      title={t('stockTitle')}
      market="stock"
      search={route.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  );
}
