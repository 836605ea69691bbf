import type { TFunction } from 'i18next';
import { formatAmount } from '../../../shared/lib/format/number';
import type { Fact } from '../../../shared/ui/facts/facts';
import { signed, toneOf } from './tone';

/** A trader's total profit and loss in USDT, signed and coloured as a gain or a loss. */
export const totalProfitFact = (t: TFunction<'copy-trading'>, totalProfits: string): Fact => ({
  label: t('trader.totalProfit'),
  value: signed(formatAmount(totalProfits, 2)),
  tone: toneOf(totalProfits),
});
