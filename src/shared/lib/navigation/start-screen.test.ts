import { afterEach, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { startScreen } from './start-screen';

afterEach(() => vi.restoreAllMocks());

it("loads the screen's texts and starts its reads without waiting for them", async () => {
  let texts!: () => void;
  const loading = vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(new Promise<void>((done) => (texts = done)));
  const reads = vi.fn(() => new Promise(() => undefined)); // never answers
  const started = startScreen(['trade', 'money'], reads);
  expect(loading).toHaveBeenCalledWith(['trade', 'money']);
  expect(reads).toHaveBeenCalledTimes(1);
  texts();
  await expect(started).resolves.toBeUndefined();
});

it('leaves a failed read to the screen that reads it: the route still opens', async () => {
  vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  try {
    await expect(startScreen('home', () => Promise.reject(new Error('exchange unreachable')))).resolves.toBeUndefined();
    await new Promise((settled) => setTimeout(settled, 0));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});
