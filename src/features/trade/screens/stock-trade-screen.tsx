import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RoutedTradeView } from './routed-trade-view';

const route = getRouteApi('/_authed/_tabs/pages/transaction/index2');

/** The stock layout of the trade tab: stock pairs only, spot first. */
export function StockTradeScreen() {
  const { t } = useTranslation('trade');
  return <RoutedTradeView route={route} title={t('stockTitle')} market="stock" />;
}
