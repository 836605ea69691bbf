import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RoutedTradeView } from './routed-trade-view';

const route = getRouteApi('/_authed/pages/transaction/currency');

/** Spot trading of one pair on its own page (reached from the spot orders and links). */
export function SpotTradeScreen() {
  const { t } = useTranslation('trade');
  return <RoutedTradeView route={route} title={t('spotTitle')} only="coins" back />;
}
