/**
 * The balances a transfer between one's own accounts moves: the coin's available and frozen balance in each of its
 * two accounts, read as the contract says a balance is read (contract-facts.ts), as decimals.
 */
import Big from 'big.js';
import { serializeRequest, type Operation } from '@tradedesk/contract';
import { branchesFor, branchOf } from '../envelopes.ts';
import { call } from '../http-call.ts';
import { argumentsOf, type HttpContext } from '../http-checks.ts';
import { BALANCE_READ, type OwnTransfer } from './contract-facts.ts';
import { bodyOf, type Balances } from './oracles.ts';

/** `account.field` -> balance, or undefined when one of them cannot be read (the transfer is then not judged). */
export async function transferBalances(
  context: Pick<HttpContext, 'document' | 'target' | 'lang' | 'limits'>,
  read: Operation | undefined,
  token: string,
  transfer: OwnTransfer,
  body: Record<string, unknown>,
): Promise<Balances | undefined> {
  if (!read) return undefined;
  const balances: Balances = new Map();
  for (const account of new Set([String(body[transfer.from]), String(body[transfer.to])])) {
    const args = argumentsOf(context, read);
    args.body = { ...args.body, [BALANCE_READ.coin]: body[transfer.coin], [BALANCE_READ.account]: account };
    const answer = await call(context.target, serializeRequest(read, args, { token }), context.limits);
    const answered = bodyOf(answer) as { message?: Record<string, unknown> } | undefined;
    if (!answer.ok || !branchOf(branchesFor(context.document, read, answer.status), answered)?.success)
      return undefined;
    const [available, ...others] = BALANCE_READ.fields(account);
    for (const field of [available, ...others]) {
      const value = answered?.message?.[field];
      if (value === undefined) continue;
      try {
        balances.set(`${account}.${field}`, new Big(value as string));
      } catch {
        return undefined;
      }
    }
    if (!balances.has(`${account}.${available}`)) return undefined;
  }
  return balances;
}
