import Big from 'big.js';
import type { OtcLoan } from '../../../gen/model';

/** What is still owed on a loan: principal plus interest plus overdue interest, less what was repaid. */
export function outstandingOf(loan: Pick<OtcLoan, 'amount' | 'interest' | 'overdue_interest' | 'repaid_amount'>) {
  const owed = new Big(loan.amount).plus(loan.interest).plus(loan.overdue_interest).minus(loan.repaid_amount);
  return owed.lt(0) ? new Big(0) : owed;
}

/** The margin a loan needs, in USDT: the loan divided by the leverage (rounded up to the cent). */
export const marginFor = (amount: string, leverage: number) => new Big(amount).div(leverage).round(2, Big.roundUp);

export type RiskLevel = 'safe' | 'warning' | 'danger';
/** Within this many points above the liquidation line the loan is shown as at risk. */
const WARNING_POINTS = 10;

/** How close a loan is to liquidation (below `liquidation` percent); no level while under review ("0"). */
export function riskLevelOf(riskRate: string, liquidation: string): RiskLevel | undefined {
  const rate = new Big(riskRate);
  if (rate.eq(0)) return undefined;
  if (rate.lt(liquidation)) return 'danger';
  return rate.lt(new Big(liquidation).plus(WARNING_POINTS)) ? 'warning' : 'safe';
}
