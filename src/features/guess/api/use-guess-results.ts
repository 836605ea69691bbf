import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../shared/realtime/hooks';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { GUESS_AFTER_CHANGE } from './keys';

/** A settled bet (`guess_result`): says how it went and refreshes the rounds, my bets and my balance. */
export function useGuessResults() {
  const { t } = useTranslation('guess');
  const queryClient = useQueryClient();
  useRealtimeEvent('guess_result', ({ data }) => {
    showToast(
      data.result === 1
        ? t('result.wonToast', { title: data.title, bonus: formatAmount(data.bonus, 2) })
        : t('result.missedToast', { title: data.title }),
    );
    for (const queryKey of GUESS_AFTER_CHANGE) void queryClient.invalidateQueries({ queryKey });
  });
}
