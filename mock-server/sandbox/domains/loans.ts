/**
 * OTC loans (section 6 and 9): market makers and users of VIP level 2 or higher apply for 500,000 to 10,000,000
 * USDT, up to 3x on a margin, for 7 days to a year. The desk approves an application a day later on the mock's
 * clock when the margin is on the spot account (it is frozen and the loan paid out), else rejects it. Interest
 * accrues for every whole day the money is out, until it is repaid; from the due date each overdue day begun adds
 * 0.5% of the loan on top. A risk rate below 110% liquidates: the margin is sold to repay the debt.
 */
import Big from 'big.js';
import type { Answer, Contract, Domain, SandboxTools } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { dateTimeText, fixed } from '../format.ts';
import { available, frozen } from '../money/wallets.ts';
import { simplePage } from '../pages.ts';
import type { UserState } from '../state/types.ts';
import { profileOf } from './profile.ts';

const DAY_MS = 86_400_000;
const APPROVAL_MS = DAY_MS;
const MIN_VIP = 2;
/** The borrowing page's questions, in the language of the request. */
const FAQ = [
  ['loanFaqWho', 'loanFaqWhoAnswer'],
  ['loanFaqRisk', 'loanFaqRiskAnswer'],
  ['loanFaqOverdue', 'loanFaqOverdueAnswer'],
] as const;

type LoanConfig = Answer<'getOtcLoanConfig'>;

/** 0 under review, 1 borrowing, 2 repaid, 3 rejected, 4 liquidated, 5 overdue. */
type LoanStatus = 0 | 1 | 2 | 3 | 4 | 5;
type Loan = {
  id: number;
  /** Amount borrowed, in `currency`, fixed at application from the USDT value asked for. */
  principal: string;
  currency: string;
  marginCurrency: string;
  margin: string;
  termDays: number;
  leverage: number;
  status: LoanStatus;
  repaid: string;
  createdAt: number;
  approvedAt?: number;
  closedAt?: number;
};

const loansOf = userSlice<{ marketMaker: boolean; loans: Loan[] }>('loans', () => ({
  marketMaker: false,
  loans: [],
}));

/** The contract's terms, limited to the coins the exchange keeps wallets for. */
function configOf(tools: SandboxTools): LoanConfig {
  const config = tools.example('getOtcLoanConfig');
  return { ...config, coins: config.coins.filter((name) => coinId(tools, name) !== undefined) };
}

const coinId = (tools: SandboxTools, name: string) => tools.market.coins.find((coin) => coin.name === name)?.id;
const priceOf = (tools: SandboxTools, name: string) => tools.market.usdtValue(coinId(tools, name)!);
const isEligible = (user: UserState) => loansOf(user).marketMaker || profileOf(user).vipLevel >= MIN_VIP;

/** Interest so far, overdue interest, what is still owed and the risk rate, in the loan's coin, at read time. */
function loanFigures(tools: SandboxTools, loan: Loan, config = configOf(tools)) {
  const principal = new Big(loan.principal);
  const end = loan.closedAt ?? tools.now;
  if (loan.approvedAt === undefined)
    return { interest: new Big(0), overdue: new Big(0), owed: principal, riskRate: new Big(0), overdueDays: 0 };
  // the daily interest runs while the money is out, past the due date too: the overdue rate is "extra interest
  // per overdue day", on top of it (it stopped at the term, so an overdue loan cost less a day than a current one)
  const days = Math.floor((end - loan.approvedAt) / DAY_MS);
  const dueAt = loan.approvedAt + loan.termDays * DAY_MS;
  // an overdue day counts once begun, as the status turns overdue the moment the due date passes
  const overdueDays = end > dueAt ? Math.ceil((end - dueAt) / DAY_MS) : 0;
  const interest = principal.times(config.daily_interest_rate).times(days);
  const overdue = principal.times(config.overdue_interest_rate).times(overdueDays);
  const owedNow = principal.plus(interest).plus(overdue).minus(loan.repaid);
  const owed = owedNow.lt(0) ? new Big(0) : owedNow;
  const debtValue = owed.times(priceOf(tools, loan.currency));
  // collateral: the margin plus the borrowed funds still out. A repayment pays the overdue interest, then the
  // interest, then the principal, so the principal still out is what is owed, at most the principal
  const principalOut = owed.gt(principal) ? principal : owed;
  const collateral = new Big(loan.margin)
    .times(priceOf(tools, loan.marginCurrency))
    .plus(principalOut.times(priceOf(tools, loan.currency)));
  const riskRate = debtValue.eq(0) ? new Big(0) : collateral.div(debtValue).times(100);
  return { interest, overdue, owed, riskRate, overdueDays };
}

function loanRow(tools: SandboxTools, loan: Loan): Contract.OtcLoan {
  const figures = loanFigures(tools, loan);
  const start = loan.approvedAt ?? loan.createdAt;
  return {
    id: loan.id,
    amount: fixed(loan.principal, 2),
    currency: loan.currency,
    margin_currency: loan.marginCurrency,
    margin_amount: fixed(loan.margin, 8),
    term_days: loan.termDays,
    leverage: loan.leverage,
    interest: fixed(figures.interest, 2),
    overdue_interest: fixed(figures.overdue, 2),
    risk_rate: fixed(figures.riskRate, 2),
    status: loan.status,
    created_at: dateTimeText(loan.createdAt),
    due_at: dateTimeText(start + loan.termDays * DAY_MS),
    repaid_amount: fixed(loan.repaid, 2),
  };
}

/**
 * The desk's review, a day after the application, run with the tools of that instant: approved when the margin is
 * there then, else rejected. The term and the interest run from then, and its ledger rows carry that date, even when
 * one move of the clock passed it by days.
 */
function review(tools: SandboxTools, user: UserState, loan: Loan) {
  const marginId = coinId(tools, loan.marginCurrency)!;
  const memo = `OTC #${loan.id}`;
  const reviewedAt = tools.now;
  if (tools.wallets.amount(user, marginId, available('change')).lt(loan.margin)) {
    Object.assign(loan, { status: 3, closedAt: reviewedAt });
    return;
  }
  tools.wallets.move(user, available('change'), frozen('change'), {
    currencyId: marginId,
    amount: loan.margin,
    reason: 'loan_margin',
    memo,
  });
  tools.wallets.exchange(user, available('change'), {
    currencyId: coinId(tools, loan.currency)!,
    amount: loan.principal,
    reason: 'loan_payout',
    memo,
  });
  Object.assign(loan, { status: 1, approvedAt: reviewedAt });
}

/** Repaid: the margin goes back to the spot balance. */
function closeRepaid(tools: SandboxTools, user: UserState, loan: Loan) {
  tools.wallets.move(user, frozen('change'), available('change'), {
    currencyId: coinId(tools, loan.marginCurrency)!,
    amount: loan.margin,
    reason: 'loan_margin',
    memo: `OTC #${loan.id}`,
  });
  Object.assign(loan, { status: 2, closedAt: tools.now });
}

/**
 * Below the liquidation risk rate the desk settles the loan from its collateral, as a real desk does (it took the
 * whole margin and forgave the debt: the user kept the borrowed funds and never paid the interest): the margin is
 * sold at the market price to repay what is owed, what it does not cover is taken from the loan's coin on the spot
 * account (the borrowed funds), and what is left of the margin goes back to the spot balance. A debt the
 * collateral cannot cover is the desk's loss, never a negative balance.
 */
function liquidate(tools: SandboxTools, user: UserState, loan: Loan, config: LoanConfig) {
  const { owed } = loanFigures(tools, loan, config);
  const [marginId, loanCoinId] = [coinId(tools, loan.marginCurrency)!, coinId(tools, loan.currency)!];
  const [marginPrice, loanPrice] = [priceOf(tools, loan.marginCurrency), priceOf(tools, loan.currency)];
  const memo = `OTC #${loan.id}`;
  const margin = new Big(loan.margin);
  const marginValue = margin.times(marginPrice).div(loanPrice).round(8, Big.roundDown);
  let [sold, covered] = [margin, marginValue];
  if (marginValue.gte(owed)) {
    const needed = owed.times(loanPrice).div(marginPrice).round(8, Big.roundUp);
    [sold, covered] = [needed.gt(margin) ? margin : needed, owed];
  }
  tools.wallets.exchange(user, frozen('change'), {
    currencyId: marginId,
    amount: sold.times(-1),
    reason: 'loan_liquidate',
    memo,
  });
  const rest = owed.minus(covered);
  const spot = tools.wallets.amount(user, loanCoinId, available('change'));
  const fromSpot = rest.gt(spot) ? spot : rest;
  tools.wallets.exchange(user, available('change'), {
    currencyId: loanCoinId,
    amount: fromSpot.times(-1),
    reason: 'loan_liquidate',
    memo,
  });
  tools.wallets.move(user, frozen('change'), available('change'), {
    currencyId: marginId,
    amount: margin.minus(sold),
    reason: 'loan_margin',
    memo,
  });
  loan.repaid = new Big(loan.repaid).plus(covered).plus(fromSpot).toFixed();
  Object.assign(loan, { status: 4, closedAt: tools.now });
}

export const loansDomain: Domain = {
  name: 'loans',
  // the sandbox's trading accounts are market makers, so the desk can be tried; a registration is not
  seedUser: ({ user }) => {
    loansOf(user).marketMaker = true;
  },
  handlers: {
    getOtcLoanConfig: (context) => ({
      ...configOf(context),
      eligible: isEligible(context.user),
      user_vip_level: profileOf(context.user).vipLevel,
    }),
    listOtcLoanFaq: ({ text }) =>
      FAQ.map(([question, answer], index) => ({
        id: index + 1,
        question: text(question),
        answer: `<p>${text(answer)}</p>`,
        sort: index,
      })),
    applyOtcLoan: (context) => {
      const { user, params } = context;
      if (!isEligible(user)) refuse('loanNotEligible');
      const config = configOf(context);
      const { currency, margin_currency: marginCurrency, leverage } = params;
      if (!config.coins.includes(currency) || !config.coins.includes(marginCurrency)) refuse('unknownCurrency');
      const value = new Big(params.amount);
      if (value.lt(config.min_amount)) refuse('belowMinimum', { min: `${config.min_amount} USDT` });
      if (value.gt(config.max_amount)) refuse('aboveMaximum', { max: `${config.max_amount} USDT` });
      const loan: Loan = {
        id: context.nextId('otc-loan', 70),
        principal: value.div(priceOf(context, currency)).round(8, Big.roundDown).toFixed(),
        currency,
        marginCurrency,
        margin: value.div(leverage).div(priceOf(context, marginCurrency)).round(8, Big.roundUp).toFixed(),
        termDays: params.term,
        leverage,
        status: 0,
        repaid: '0',
        createdAt: context.now,
      };
      loansOf(user).loans.push(loan);
      return loanRow(context, loan);
    },
    listMyOtcLoans: (context) => {
      const rows = loansOf(context.user)
        .loans.slice()
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .map((loan) => loanRow(context, loan));
      return simplePage(rows, context.params.page, context.params.limit);
    },
    repayOtcLoan: (context) => {
      const { user, params, wallets } = context;
      const loan = loansOf(user).loans.find((candidate) => candidate.id === params.id);
      if (!loan) refuse('notFound');
      if (loan.status !== 1 && loan.status !== 5) refuse('loanNotRepayable');
      const { owed } = loanFigures(context, loan);
      const amount = new Big(params.amount);
      if (amount.lte(0)) refuse('invalidAmount');
      if (amount.gt(owed)) refuse('aboveMaximum', { max: `${fixed(owed, 8)} ${loan.currency}` });
      wallets.exchange(user, available('change'), {
        currencyId: coinId(context, loan.currency)!,
        amount: amount.times(-1),
        reason: 'loan_repay',
        memo: `OTC #${loan.id}`,
      });
      loan.repaid = new Big(loan.repaid).plus(amount).toFixed();
      if (amount.eq(owed)) closeRepaid(context, user, loan);
      return loanRow(context, loan);
    },
  },
  // the desk's review of each application, a day after it, with the tools of then (its ledger rows dated then)
  due: ({ user }) =>
    loansOf(user)
      .loans.filter((loan) => loan.status === 0)
      .map((loan) => ({ at: loan.createdAt + APPROVAL_MS, run: (then) => review(then, then.user, loan) })),
  settle: (context) => {
    const { user } = context;
    const config = configOf(context);
    for (const loan of loansOf(user).loans) {
      if (loan.status !== 1 && loan.status !== 5) continue;
      const figures = loanFigures(context, loan, config);
      if (figures.riskRate.lt(config.liquidation_risk_rate)) liquidate(context, user, loan, config);
      else if (figures.overdueDays > 0) loan.status = 5;
    }
  },
};
