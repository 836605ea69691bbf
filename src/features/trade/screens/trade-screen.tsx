import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TradeView } from './trade-view';

const route = getRouteApi('/_authed/_tabs/pages/transaction/index');

/** The trade tab: every pair, with the seconds, futures and spot sections. */
export function TradeScreen() {
  const search = route.useSearch();
  const { t } = useTranslation('trade');
  const navigate = route.useNavigate();
  return (
    <TradeView title={t('title')} search={search} onSearch={(search) => void navigate({ search, replace: true })} />
  );
}
