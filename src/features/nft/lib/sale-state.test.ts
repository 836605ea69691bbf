import { describe, expect, it } from 'vitest';
import { saleState } from './sale-state';

const window = { start_time: '2026-11-20 12:00:00', end_time: '2026-11-27 12:00:00' };
const at = (text: string) => new Date(text.replace(' ', 'T')).getTime();

describe('saleState', () => {
  it.each([
    ['before the start', '2026-11-19 08:00:00', 2, 2],
    ['during the window, on sale', '2026-11-22 08:00:00', 1, 1],
    ['during the window, taken off sale', '2026-11-22 08:00:00', 0, 0],
    ['at the end', '2026-11-27 12:00:00', 1, 0],
    ['after the end', '2026-11-30 08:00:00', 1, 0],
  ] as const)('%s', (_name, now, status, expected) => {
    expect(saleState({ ...window, status }, at(now))).toBe(expected);
  });

  it('trusts the server when its clock says not started yet', () => {
    expect(saleState({ ...window, status: 2 }, at('2026-11-21 08:00:00'))).toBe(2);
  });
});
