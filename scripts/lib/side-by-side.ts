import { spawn } from 'node:child_process';

export type Step = {
  label: string;
  command: [string, string[]];
  env?: Record<string, string>;
  /** Ends the step's process (SIGTERM) when aborted: a run that stops early leaves nothing running behind it. */
  signal?: AbortSignal;
};

/**
 * Runs one step, its output printed whole when it ends (two steps running together never interleave), closed by
 * `=== <label>: ok|FAILED (<seconds> s)`. Resolves with whether it passed.
 */
export async function runStep(step: Step): Promise<boolean> {
  const started = performance.now();
  const [command, args] = step.command;
  const output = await new Promise<{ status: number | null; text: string }>((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...step.env }, signal: step.signal });
    child.on('error', () => undefined);
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk));
    child.on('close', (status) => resolve({ status, text }));
  });
  const passed = output.status === 0;
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n=== ${step.label}\n${output.text.trimEnd()}`);
  console.log(`=== ${step.label}: ${passed ? 'ok' : 'FAILED'} (${took} s)`);
  return passed;
}

/**
 * Runs the steps `together` at a time (two by default, one per core of the machines the tests run on), in the order
 * given: the next starts as soon as any running one ends, so a long step never leaves a core waiting for its partner.
 * Resolves with each step's exit status, in the order given.
 */
export async function runSideBySide(steps: Step[], together = 2): Promise<boolean[]> {
  const passed: boolean[] = [];
  let next = 0;
  const runNext = async (): Promise<void> => {
    const index = next++;
    const step = steps[index];
    if (!step) return;
    passed[index] = await runStep(step);
    await runNext();
  };
  await Promise.all(Array.from({ length: together }, runNext));
  return passed;
}
