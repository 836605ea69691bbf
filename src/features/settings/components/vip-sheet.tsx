import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetVipLevels } from '../../../gen/api/settings/settings';
import { BottomSheet } from '../../../shared/ui/dialog/bottom-sheet';
import { QueryBody } from '../../../shared/ui/layout/query-body';
import { VipOverviewView } from './vip-overview';

/** The VIP explanation: the user's level, what each level needs and gives, and the verification limits. */
export function VipSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const levels = useGetVipLevels(undefined, { query: { enabled: open } });
  return (
    <BottomSheet open={open} title={t('vip.title')} onClose={onClose}>
      <QueryBody query={levels}>{(overview) => <VipOverviewView overview={overview} />}</QueryBody>
    </BottomSheet>
  );
}
