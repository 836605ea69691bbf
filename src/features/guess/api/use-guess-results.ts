import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../shared/realtime/hooks';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { invalidateAfterEvent } from '../../../shared/lib/query/invalidation';
import { showToast } from '../../../shared/ui/toast/toast-store';

/** A settled bet (`guess_result`): says how it went and reads again what it changed (rounds, my bets, balances). */
export function useGuessResults() {
  const { t } = useTranslation('guess');
  const queryClient = useQueryClient();
  useRealtimeEvent('guess_result', ({ data }) => {
    showToast(
      data.result === 1
        ? t('result.wonToast', { title: data.title, bonus: formatCoinAmount(data.bonus, 'USDT') })
        : t('result.missedToast', { title: data.title }),
    );
    void invalidateAfterEvent(queryClient, 'guess_result');
  });
}
