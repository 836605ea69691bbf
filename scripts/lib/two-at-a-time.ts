import { spawn } from 'node:child_process';

export type Step = { label: string; command: [string, string[]]; env?: Record<string, string> };

/**
 * Runs the steps two at a time, one per core of the machines the tests run on, in the order given: the next starts
 * as soon as either running one ends, so a long step never leaves a core waiting for its partner. Each step's output
 * is printed whole when it ends (two never interleave), closed by `=== <label>: ok|FAILED (<seconds> s)`.
 * Resolves with each step's exit status, in the order given.
 */
export async function runTwoAtATime(steps: Step[]): Promise<boolean[]> {
  const passed: boolean[] = [];
  let next = 0;
  const runNext = async (): Promise<void> => {
    const index = next++;
    const step = steps[index];
    if (!step) return;
    const started = performance.now();
    const [command, args] = step.command;
    const output = await new Promise<{ status: number | null; text: string }>((resolve) => {
      const child = spawn(command, args, { env: { ...process.env, ...step.env } });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk));
      child.on('close', (status) => resolve({ status, text }));
    });
    passed[index] = output.status === 0;
    const took = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\n=== ${step.label}\n${output.text.trimEnd()}`);
    console.log(`=== ${step.label}: ${passed[index] ? 'ok' : 'FAILED'} (${took} s)`);
    await runNext();
  };
  await Promise.all([runNext(), runNext()]);
  return passed;
}
