import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RoutedTradeView } from './routed-trade-view';

const route = getRouteApi('/_authed/_tabs/pages/transaction/index');

/** The trade tab: every pair, with the seconds, futures and spot sections. */
export function TradeScreen() {
  const { t } = useTranslation('trade');
  return <RoutedTradeView route={route} title={t('title')} />;
}
