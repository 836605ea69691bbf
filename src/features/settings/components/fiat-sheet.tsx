import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListFiatRates } from '../../../gen/api/common/common';
import type { FiatRate } from '../../../gen/model';
import { FIAT_CACHE_MS } from '../../../shared/config/constants';
import { usePreferencesStore } from '../../../shared/state/preferences-store';
import { ChoiceList } from '../../../shared/ui/choice-list/choice-list';
import { BottomSheet } from '../../../shared/ui/dialog/bottom-sheet';
import { QueryBody } from '../../../shared/ui/layout/query-body';
import { EmptyState } from '../../../shared/ui/state/empty-state';

/** A fiat currency's name in the user's language: Chinese names for zh and hk, English otherwise. */
const fiatName = (rate: FiatRate, language: string) =>
  language === 'zh' ? rate.option_name : language === 'hk' ? rate.tw_name : rate.en_name;

/** The display (default) fiat currency, with its rate against USDT. */
export function FiatSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { fiat, language, setFiat } = usePreferencesStore();
  const rates = useListFiatRates(undefined, {
    query: { enabled: open, staleTime: FIAT_CACHE_MS },
  });
  const choose = (code: string) => {
    const rate = rates.data?.find((candidate) => candidate.currency_code === code);
    if (rate) setFiat({ currency_code: rate.currency_code, rate: rate.rate });
    onClose();
  };
  return (
    <BottomSheet open={open} title={t('fiat.title')} onClose={onClose}>
      <QueryBody query={rates}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState />
          ) : (
            <ChoiceList
              label={t('fiat.title')}
              choices={data.map((rate) => ({
                value: rate.currency_code,
                label: `${rate.currency_code} ${rate.symbol}`,
                description: t('fiat.rate', {
                  name: fiatName(rate, language),
                  rate: rate.rate,
                  code: rate.currency_code,
                }),
              }))}
              selected={fiat.currency_code}
              onChoose={choose}
            />
          )
        }
      </QueryBody>
    </BottomSheet>
  );
}
