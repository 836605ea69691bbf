import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RoutedTradeView } from './routed-trade-view';

const route = getRouteApi('/_authed/pages/transaction/contract');

/** Futures trading of one pair on its own page: the opening form, positions, pending orders and history. */
export function FuturesTradeScreen() {
  const { t } = useTranslation('trade');
  return <RoutedTradeView route={route} title={t('futuresTitle')} only="futures" back />;
}
