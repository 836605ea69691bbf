/**
 * Runs the behaviour scenarios against a backend, one after the other with the account of the run: each step is
 * a check of the report (channel `scenario`, subject the scenario, check the step); a failing step is a
 * `behaviour` finding with the request, the answer and what was expected, and ends its scenario.
 */
import { buildArguments, serializeRequest, type OpenApiDocument, type Operation } from '@tradedesk/contract';
import { finding, type CheckResult, type Finding } from '../findings.ts';
import { call, describeRequest, type CallLimits } from '../http-call.ts';
import { firstMiss, resolveValue, type Miss } from './expectations.ts';
import {
  isEvent,
  isWait,
  type CallStep,
  type EventStep,
  type Scenario,
  type Step,
  type Value,
  type Vars,
  type WaitStep,
} from './format.ts';
import { readPath } from './paths.ts';
import { openSocketFeed, type SocketFeed } from './socket-feed.ts';

export type ScenarioContext = {
  document: OpenApiDocument;
  operations: Map<string, Operation>;
  target: string;
  socket?: string;
  token: string;
  login?: string;
  lang: string;
  limits: CallLimits;
  fundPassword?: string;
  /** A URL answering the codes sent to an address, newest first (`?to=<address>`), like the sandbox's outbox. */
  codeFrom?: string;
  /** The sandbox's origin: its clock is moved instead of waiting (--sandbox-clock). */
  sandboxClock?: string;
  log: (line: string) => void;
};

type Outcome = { findings: Finding[]; results: CheckResult[] };

const POLL_MS = 500;

/** Only the fields the contract declares for the operation are sent: a step may name one a newer contract adds. */
function declared(operation: Operation, name: string, where: 'body' | 'query'): boolean {
  if (where === 'query') return operation.parameters.some((parameter) => parameter.name === name);
  const properties = (operation.bodySchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return !!properties && Object.hasOwn(properties, name);
}

function argumentsOf(context: ScenarioContext, operation: Operation, step: CallStep, vars: Vars) {
  const sample = buildArguments(context.document, operation, context.lang);
  const merge = (
    base: Record<string, unknown> | undefined,
    extra: Record<string, Value> = {},
    where: 'body' | 'query',
  ) => {
    const merged: Record<string, unknown> = { ...base };
    for (const [name, value] of Object.entries(extra)) {
      const resolved = resolveValue(value, vars);
      if (resolved === undefined || !declared(operation, name, where)) delete merged[name];
      else merged[name] = resolved;
    }
    return merged;
  };
  return {
    query: merge(sample.query, step.query, 'query'),
    body: sample.body || (step.body && operation.bodySchema) ? merge(sample.body, step.body, 'body') : undefined,
  };
}

/** The newest code sent to the run's login for a purpose, from --code-from (the sandbox's outbox answers so). */
async function readCode(context: ScenarioContext, purpose: string): Promise<string | undefined> {
  const url = new URL(context.codeFrom!);
  url.searchParams.set('to', context.login ?? '');
  const answer = await fetch(url, { signal: AbortSignal.timeout(context.limits.timeoutMs) });
  const sent = (await answer.json()) as { to?: string; purpose?: string; code?: string }[];
  return sent.find((item) => item.purpose === purpose && item.to === context.login)?.code;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `ends`: later steps cannot run without what this one failed to do (a refused call, a value not found). */
type StepFailure = {
  path: string;
  expected: string;
  actual: unknown;
  message: string;
  request?: string;
  ends?: boolean;
};

async function runCall(
  context: ScenarioContext,
  step: CallStep,
  vars: Vars,
  stepStarts: Map<string, number>,
): Promise<StepFailure | undefined> {
  const operation = context.operations.get(step.call);
  if (!operation)
    return {
      path: '$',
      expected: `an operation ${step.call} in the contract`,
      actual: 'none',
      message: 'Unknown operation',
    };
  const request = serializeRequest(operation, argumentsOf(context, operation, step, vars), { token: context.token });
  const shown = describeRequest(request).replace(/(password|pay_password|re_password|code)=[^&]*/g, '$1=***');
  const deadline = performance.now() + (step.untilMs ?? 0);
  stepStarts.set(step.name, performance.now());
  for (;;) {
    const answer = await call(context.target, request, context.limits);
    let failure: StepFailure | undefined;
    if (!answer.ok) {
      failure = {
        path: '$',
        expected: 'an answer',
        actual: answer.detail,
        message: `${answer.kind}`,
        request: shown,
        ends: true,
      };
    } else {
      let body: unknown;
      try {
        body = JSON.parse(answer.text);
      } catch {
        body = undefined;
      }
      const type = readPath(body, '$.type');
      const wanted = step.answer ?? 'ok';
      if (type !== wanted) {
        failure = {
          path: '$.type',
          expected: `the answer ${wanted}`,
          actual: answer.text,
          message: `${step.call} answered ${JSON.stringify(type)}`,
          request: shown,
          ends: true,
        };
      } else {
        // values are kept before the expectations are checked: a wrong amount does not hide the id
        for (const [name, path] of Object.entries(step.save ?? {})) {
          const optional = path.endsWith('?');
          const value = readPath(body, resolveValue(optional ? path.slice(0, -1) : path, vars)!);
          if (value === undefined || value === null) {
            if (optional) continue;
            return {
              path,
              expected: `a value to keep as ${name}`,
              actual: answer.text,
              message: `Nothing at ${path}`,
              request: shown,
              ends: true,
            };
          }
          vars[name] = String(value);
        }
        const miss: Miss | undefined = firstMiss(body, step.expect ?? [], vars);
        if (miss) {
          failure = {
            path: miss.path,
            expected: miss.expected,
            actual: { at: miss.actual, answer: body },
            message: `${step.call}: ${miss.path} is ${JSON.stringify(miss.actual)}`,
            request: shown,
          };
        } else {
          if (step.readCode) {
            const code = await readCode(context, step.readCode.purpose);
            if (!code)
              return {
                path: '$',
                expected: `a ${step.readCode.purpose} code for ${context.login} at --code-from`,
                actual: 'none',
                message: 'No code was sent',
                request: shown,
                ends: true,
              };
            vars[step.readCode.as] = code;
          }
          return undefined;
        }
      }
    }
    if (performance.now() + POLL_MS > deadline) return failure;
    await sleep(POLL_MS);
  }
}

async function runEvent(
  step: EventStep,
  vars: Vars,
  times: { started: Map<string, number>; ended: Map<string, number> },
  feed: SocketFeed | undefined,
) {
  const since = times.started.get(step.after) ?? performance.now();
  const dueAt = step.due === undefined ? since : (times.ended.get(step.due) ?? performance.now());
  const deadline = dueAt + step.withinMs;
  const expected = `a ${step.event} event after "${step.after}", within ${step.withinMs} ms of ${step.due === undefined ? 'it' : `"${step.due}"`}`;
  if (!feed || feed.error)
    return { path: '$', expected, actual: feed?.error ?? 'no socket', message: 'No socket connection' };
  const seen = () =>
    feed.events.find(
      (item) => item.name === step.event && item.at >= since && !firstMiss(item.payload, step.where ?? [], vars),
    );
  while (!seen() && performance.now() < deadline) await sleep(100);
  const match = seen();
  if (!match) {
    const others = feed.events
      .filter((item) => item.name === step.event && item.at >= since)
      .map((item) => item.payload);
    return {
      path: '$',
      expected: `${expected}${step.where?.length ? ` matching ${JSON.stringify(step.where.map((item) => ({ ...item, path: item.path })))}` : ''}`,
      actual: others.length ? others.slice(0, 3) : 'none received',
      message: `No ${step.event} event arrived`,
    };
  }
  const miss = firstMiss(match.payload, step.expect ?? [], vars);
  if (miss) return { ...miss, message: `The ${step.event} event has ${miss.path} ${JSON.stringify(miss.actual)}` };
  return undefined;
}

async function runWait(context: ScenarioContext, step: WaitStep, vars: Vars, stepStarts: Map<string, number>) {
  const wanted = Number(resolveValue(step.waitMs, vars));
  const left = Math.max(0, (stepStarts.get(step.after) ?? performance.now()) + wanted - performance.now());
  if (!context.sandboxClock) {
    await sleep(left);
    return undefined;
  }
  const answer = await fetch(new URL('/__sandbox/clock', context.sandboxClock), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: wanted }),
  });
  if (answer.ok) return undefined;
  return {
    path: '$',
    expected: 'the sandbox clock to move',
    actual: `HTTP ${answer.status}`,
    message: 'The sandbox clock did not move',
  };
}

const detailOf = (step: Step) =>
  isEvent(step)
    ? `${step.event} within ${step.withinMs} ms of ${step.due ?? step.after}`
    : isWait(step)
      ? 'wait'
      : step.call;

/** What a scenario needs that the run was not given, or undefined. */
function missingNeed(scenario: Scenario, context: ScenarioContext): string | undefined {
  if (scenario.needs?.includes('fundPassword') && !context.fundPassword)
    return "skipped: needs the account's fund password (--fund-password)";
  if (scenario.needs?.includes('codes') && !context.codeFrom)
    return 'skipped: needs a code from the mail (--code-from)';
  return undefined;
}

export async function runScenarios(context: ScenarioContext, scenarios: Scenario[]): Promise<Outcome> {
  const findings: Finding[] = [];
  const results: CheckResult[] = [];
  const usesSocket = scenarios.some((scenario) => scenario.steps.some(isEvent));
  const feed =
    usesSocket && context.socket
      ? await openSocketFeed(context.socket, context.token, context.limits.timeoutMs)
      : undefined;
  try {
    for (const scenario of scenarios) {
      const vars: Vars = { login: context.login, fundPassword: context.fundPassword };
      // when each step started (a wait or an event counts from it) and when it passed (an event due then)
      const stepStarts = new Map<string, number>();
      const stepEnds = new Map<string, number>();
      const skip = missingNeed(scenario, context);
      let failed: string | undefined;
      for (const step of scenario.steps) {
        const base = { channel: 'scenario' as const, scenario: scenario.name, check: step.name };
        if (skip || failed) {
          results.push({
            ...base,
            status: 'skipped',
            durationMs: 0,
            detail: skip ?? `an earlier step failed: ${failed}`,
          });
          continue;
        }
        const started = performance.now();
        let failure: StepFailure | undefined;
        try {
          failure = isEvent(step)
            ? await runEvent(step, vars, { started: stepStarts, ended: stepEnds }, feed)
            : isWait(step)
              ? await runWait(context, step, vars, stepStarts)
              : await runCall(context, step, vars, stepStarts);
        } catch (error) {
          failure = {
            path: '$',
            expected: 'the step to run',
            actual: String(error),
            message: `The step could not run: ${(error as Error).message}`,
            ends: true,
          };
        }
        const durationMs = Math.round(performance.now() - started);
        const detail = detailOf(step);
        if (failure) {
          const { ends, ...reported } = failure;
          if (ends) failed = step.name;
          findings.push(finding({ ...base, kind: 'behaviour', ...reported }));
          results.push({ ...base, status: 'failed', durationMs, detail });
        } else {
          stepEnds.set(step.name, performance.now());
          results.push({ ...base, status: 'passed', durationMs, detail });
        }
      }
      const failures = results.filter((item) => item.scenario === scenario.name && item.status === 'failed');
      context.log(
        `scenario ${scenario.name}: ${skip ?? (failures.length ? `failed: ${failures.map((item) => item.check).join('; ')}` : 'ok')}`,
      );
    }
  } finally {
    feed?.close();
  }
  return { findings, results };
}
