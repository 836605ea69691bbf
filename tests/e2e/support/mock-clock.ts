import type { APIRequestContext } from '@playwright/test';

/**
 * The mock's clock (Unix ms), as its sandbox control reads it: the time every bar, ticker and due date is of (the
 * answers' Date header says it only to the second). A journey never reads the wall clock, which is days away from
 * the mock's pinned instant.
 */
export async function mockNow(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/__sandbox/stats');
  if (!answer.ok()) throw new Error(`the mock's clock could not be read: ${answer.status()}`);
  return ((await answer.json()) as { clock: { now: number } }).clock.now;
}

/**
 * Moves the mock's clock forward, in the own-clock project only (a journey of the shared mock would move every
 * other journey's time): what falls due meanwhile happens, and the pages hear of it as they would.
 */
export async function moveMockClock(request: APIRequestContext, advanceMs: number): Promise<void> {
  const answer = await request.post('/api/__sandbox/clock', { data: { advanceMs } });
  if (!answer.ok()) throw new Error(`the mock's clock did not move: ${answer.status()}`);
}
