import { cpus, loadavg, totalmem, type as osType, release } from 'node:os';

export function describeMachine(): string {
  const cores = cpus();
  // the load average says how much else the machine was doing (on a shared machine, timings follow it)
  return `${cores[0]?.model.trim() ?? 'unknown CPU'}, ${cores.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${osType()} ${release()}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)} at the start`;
}

/** The value below which `p` per cent of the values lie (the nearest rank, rounded down). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
