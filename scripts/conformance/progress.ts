/**
 * Progress of a run: a live bar redrawn in place on a terminal, plain lines otherwise (a pipe, a file, or
 * CI=true), so CI logs stay readable.
 */
import type { Writable } from 'node:stream';

export type Progress = {
  /** One unit of work done: `label` says what, `status` how it went. */
  tick: (label: string, status: string) => void;
  /** A line that stays (above the bar on a terminal). */
  log: (line: string) => void;
  done: () => void;
};

export function isInteractive(stream: Writable & { isTTY?: boolean }, env = process.env): boolean {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== '0' && env.CI.toLowerCase() !== 'false';
  return !!stream.isTTY && !ci;
}

export function createProgress(
  total: number,
  stream: Writable & { isTTY?: boolean; columns?: number } = process.stderr,
  interactive = isInteractive(stream),
): Progress {
  let count = 0;
  let lastLabel = '';
  const width = () => Math.max(40, Math.min(stream.columns ?? 100, 140));
  const bar = () => {
    const cells = 24;
    const filled = total ? Math.round((count / total) * cells) : cells;
    const line = `[${'#'.repeat(filled)}${'.'.repeat(cells - filled)}] ${count}/${total} ${lastLabel}`;
    return line.length > width() - 1 ? `${line.slice(0, width() - 2)}…` : line;
  };
  const clear = () => stream.write('\r\x1b[2K');
  return {
    tick(label, status) {
      count += 1;
      lastLabel = label;
      if (interactive) {
        clear();
        stream.write(bar());
      } else {
        const digits = String(total).length;
        stream.write(`[${String(count).padStart(digits)}/${total}] ${label} ${status}\n`);
      }
    },
    log(line) {
      if (interactive) {
        clear();
        stream.write(`${line}\n${bar()}`);
      } else stream.write(`${line}\n`);
    },
    done() {
      if (interactive) {
        clear();
      }
    },
  };
}
