import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the file's tests with the device in `zone` (Node reads `TZ` again when it changes), and gives the worker
 * its own zone back afterwards: the app's test files share a worker.
 */
export function useTimeZone(zone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
