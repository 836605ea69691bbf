/**
 * Negative checks: requests that break the contract must get an error envelope (never `ok`, never a 5xx),
 * and a secured operation must refuse a missing or a wrong token with the 999 envelope.
 * Per operation, one request per kind, each built from the valid request with a single parameter broken:
 * - missing-required: the first required parameter left out;
 * - wrong-type: letters in the first integer, number or boolean parameter;
 * - out-of-range: the first parameter with a bound, broken by it (not in enum, below minimum, above maximum,
 *   over maxLength, under minLength; a pattern mismatch when no parameter has another bound).
 * The `lang` parameter is never broken: a server that falls back to its default language would fail the same
 * check on every operation and bury the findings that matter. A kind with no parameter to break is skipped.
 */
import { resolveLocal, resolveSchema, type JsonSchema, type Operation } from '@tradedesk/contract';
import { serializeRequest } from '@tradedesk/contract';
import type { CheckResult, Finding } from './findings.ts';
import { describeRequest } from './http-call.ts';
import {
  argumentsOf,
  checkResult,
  exchange,
  skipped,
  skipReason,
  validRequest,
  type HttpContext,
} from './http-checks.ts';

export const NEGATIVE_KINDS = ['missing-required', 'wrong-type', 'out-of-range'] as const;
export const AUTH_CHECKS = ['auth-missing', 'auth-wrong'] as const;
/** Not the shape of any token: the mock's gateway and a real backend both refuse it. */
const WRONG_TOKEN = 'conformance-kit-wrong-token';

type Candidate = { location: 'query' | 'body'; name: string; required: boolean; schema: JsonSchema };
type Breakage = { candidate: Candidate; value?: unknown; remove?: boolean; description: string };

function candidates(context: HttpContext, operation: Operation): Candidate[] {
  const list: Candidate[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' || parameter.name === 'lang') continue;
    list.push({
      location: 'query',
      name: parameter.name,
      required: !!parameter.required,
      schema: resolveSchema(context.document, parameter.schema),
    });
  }
  if (operation.bodySchema) {
    const schema = resolveLocal(context.document, operation.bodySchema);
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      list.push({
        location: 'body',
        name,
        required: required.has(name),
        schema: resolveSchema(context.document, property),
      });
    }
  }
  // Required parameters first, each group in the contract's order.
  return [...list.filter((item) => item.required), ...list.filter((item) => !item.required)];
}

const NOT_MATCHING = ['!', '!!!!!!!!', '#not valid#', ' '];

function outOfRange(schema: JsonSchema, allowPattern: boolean): { value: unknown; description: string } | undefined {
  const numeric = schema.type === 'integer' || schema.type === 'number';
  if (Array.isArray(schema.enum) && schema.enum.length) {
    const values = schema.enum as unknown[];
    const value = values.every((item) => typeof item === 'number')
      ? Math.max(...(values as number[])) + 1
      : ['not-in-enum', 'zz-not-in-enum'].find((item) => !values.includes(item));
    return { value, description: `not in enum ${JSON.stringify(values)}` };
  }
  if (numeric && typeof schema.minimum === 'number') {
    const value = schema.exclusiveMinimum === true ? schema.minimum : schema.minimum - 1;
    return { value, description: `below minimum ${schema.minimum}` };
  }
  if (numeric && typeof schema.maximum === 'number') {
    const value = schema.exclusiveMaximum === true ? schema.maximum : schema.maximum + 1;
    return { value, description: `above maximum ${schema.maximum}` };
  }
  if (schema.type === 'string' && typeof schema.maxLength === 'number' && schema.maxLength <= 2000) {
    return { value: 'a'.repeat(schema.maxLength + 1), description: `over maxLength ${schema.maxLength}` };
  }
  if (schema.type === 'string' && typeof schema.minLength === 'number' && schema.minLength >= 1) {
    return { value: 'a'.repeat(schema.minLength - 1), description: `under minLength ${schema.minLength}` };
  }
  if (allowPattern && schema.type === 'string' && typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const value = NOT_MATCHING.find((item) => !pattern.test(item));
    if (value !== undefined) return { value, description: `not matching pattern ${schema.pattern}` };
  }
  return undefined;
}

/** The request that breaks the contract in the given way, or undefined when the operation offers no way. */
export function breakage(context: HttpContext, operation: Operation, kind: (typeof NEGATIVE_KINDS)[number]) {
  const list = candidates(context, operation);
  const usable = list.filter((item) => item.schema.format !== 'binary');
  let chosen: Breakage | undefined;
  if (kind === 'missing-required') {
    const candidate = list.find((item) => item.required);
    if (candidate) chosen = { candidate, remove: true, description: 'required, left out' };
  } else if (kind === 'wrong-type') {
    const candidate = usable.find((item) => ['integer', 'number', 'boolean'].includes(item.schema.type as string));
    if (candidate)
      chosen = { candidate, value: 'abc', description: `letters where the contract wants ${candidate.schema.type}` };
  } else {
    for (const allowPattern of [false, true]) {
      for (const candidate of usable) {
        const broken = outOfRange(candidate.schema, allowPattern);
        if (broken) {
          chosen = { candidate, value: broken.value, description: broken.description };
          break;
        }
      }
      if (chosen) break;
    }
  }
  if (!chosen) return undefined;
  const args = argumentsOf(context, operation);
  const target = chosen.candidate.location === 'query' ? args.query : (args.body ??= {});
  if (chosen.remove) delete target[chosen.candidate.name];
  else target[chosen.candidate.name] = chosen.value;
  return {
    request: serializeRequest(operation, args, { token: context.token }),
    broken: `${chosen.candidate.location}.${chosen.candidate.name}`,
    description: chosen.description,
  };
}

export async function negativeChecks(
  context: HttpContext,
  operation: Operation,
): Promise<{ findings: Finding[]; results: CheckResult[] }> {
  const findings: Finding[] = [];
  const results: CheckResult[] = [];
  const reason = skipReason(context, operation);
  for (const kind of NEGATIVE_KINDS) {
    if (reason) {
      results.push(skipped(operation, kind, reason));
      continue;
    }
    const broken = breakage(context, operation, kind);
    if (!broken) {
      results.push(skipped(operation, kind, 'no parameter to break this way'));
      continue;
    }
    const started = performance.now();
    const found = await exchange(context, {
      operation,
      check: kind,
      request: broken.request,
      expectation: 'error',
      broken: broken.broken,
    });
    findings.push(...found);
    results.push(
      checkResult(operation, kind, found, performance.now() - started, `${broken.broken}: ${broken.description}`),
    );
  }
  return { findings, results };
}

export async function authChecks(
  context: HttpContext,
  operation: Operation,
): Promise<{ findings: Finding[]; results: CheckResult[] }> {
  const findings: Finding[] = [];
  const results: CheckResult[] = [];
  if (!operation.secured) return { findings, results };
  for (const check of AUTH_CHECKS) {
    if (operation.effect === 'write' && !context.includeWrites) {
      results.push(skipped(operation, check, 'changes state: runs only with --include-writes'));
      continue;
    }
    const started = performance.now();
    const request = validRequest(context, operation, check === 'auth-missing' ? null : WRONG_TOKEN);
    const found = await exchange(context, { operation, check, request, expectation: 'auth-refused' });
    findings.push(...found);
    results.push(checkResult(operation, check, found, performance.now() - started, describeRequest(request)));
  }
  return { findings, results };
}
