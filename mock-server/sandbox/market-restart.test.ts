/** MOCK_STATE_FILE keeps the market: a forced price and the path after it are there again after a restart. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDocument } from '@tradedesk/contract';
import { createMarketSandbox } from './create.ts';

const NOW = Date.UTC(2026, 10, 23, 10, 7, 0);
const folder = mkdtempSync(join(tmpdir(), 'market-restart-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const document = loadDocument();

describe('the market across a restart', () => {
  it('continues where it stopped, with the forced prices in its history', () => {
    const stateFile = join(folder, 'state.json');
    const first = createMarketSandbox({ seed: 7, startAt: NOW, frozenClock: true, document, stateFile });
    first.model.step(NOW + 20_000);
    first.sandbox.forcePrice('ETH/USDT', 2500, NOW + 20_000);
    first.model.step(NOW + 5 * 60_000);
    const history = first.model.history('ETH/USDT', '1min', NOW - 3_600_000, NOW + 5 * 60_000, 500);
    first.sandbox.flush();

    const second = createMarketSandbox({ seed: 7, startAt: NOW + 5 * 60_000, frozenClock: true, document, stateFile });
    expect(second.model.price('ETH/USDT')).toBe(first.model.price('ETH/USDT'));
    expect(second.model.history('ETH/USDT', '1min', NOW - 3_600_000, NOW + 5 * 60_000, 500)).toEqual(history);
    expect(history.find((bar) => bar.time === NOW)!.low).toBeLessThanOrEqual(2500);

    // a fresh start with no state file is the seeded path alone
    const fresh = createMarketSandbox({ seed: 7, startAt: NOW + 5 * 60_000, frozenClock: true, document });
    expect(fresh.model.price('ETH/USDT')).not.toBe(first.model.price('ETH/USDT'));
    // and a reset of the sandbox takes the forced prices away
    second.sandbox.reset();
    expect(second.model.price('ETH/USDT')).toBe(fresh.model.price('ETH/USDT'));
  });
});

describe('the clock and the seed across a restart', () => {
  it('resume where the state was written, whatever the restart says', () => {
    const stateFile = join(folder, 'moved.json');
    const first = createMarketSandbox({ seed: 11, startAt: NOW, frozenClock: true, document, stateFile });
    first.clock.advance(16 * 86_400_000);
    first.model.step(first.clock.now());
    const price = first.model.price('BTC/USDT');
    first.sandbox.flush();

    // started again at the first instant, with another seed (as `npm start` without MOCK_SEED draws one)
    const second = createMarketSandbox({ seed: 12, startAt: NOW, frozenClock: true, document, stateFile });
    expect(second.seed).toBe(11);
    expect(second.clock.now()).toBe(NOW + 16 * 86_400_000);
    expect(second.model.price('BTC/USDT')).toBe(price);
    // the state the sandbox reads has no clock of its own: the clock is the one
    expect(second.sandbox.snapshot().clock).toBeUndefined();

    // a later start goes on from there
    const later = NOW + 20 * 86_400_000;
    const third = createMarketSandbox({ seed: 12, startAt: later, frozenClock: true, document, stateFile });
    expect(third.clock.now()).toBe(later);
  });
});
