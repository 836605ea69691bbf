import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetVipLevels } from '../../../gen/api/settings/settings';
import { BottomSheet } from '../../../shared/ui/dialog/bottom-sheet';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import { ErrorState } from '../../../shared/ui/state/error-state';
import { VipOverviewView } from './vip-overview';

/** The VIP explanation: the user's level, what each level needs and gives, and the verification limits. */
export function VipSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { data, error, isPending, refetch, isRefetching } = useGetVipLevels(undefined, { query: { enabled: open } });
  let body;
  if (isPending) body = <DelayedSpinner />;
  else if (error) body = <ErrorState onRetry={() => void refetch()} retrying={isRefetching} />;
  else body = <VipOverviewView overview={data} />;
  return (
    <BottomSheet open={open} title={t('vip.title')} onClose={onClose}>
      {body}
    </BottomSheet>
  );
}
