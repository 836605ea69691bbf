// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../testing/render';
import { setUpTestI18n } from '../../testing/test-i18n';
import { QueryBody } from './query-body';

beforeAll(() => setUpTestI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A body drawn from the read given, the way a screen draws its own. */
function Overview({ read }: { read: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['overview'], queryFn: read });
  return <QueryBody query={query}>{(code) => <p>{`Code ${code}`}</p>}</QueryBody>;
}

const renderOverview = (read: () => Promise<string>) =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <Overview read={read} />
    </QueryClientProvider>,
  );

describe('QueryBody', () => {
  it('draws the spinner once loading takes 800 ms, and nothing of the body meanwhile', async () => {
    vi.useFakeTimers();
    renderOverview(() => new Promise<string>(() => {}));
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText(/^Code/)).toBeNull();
  });

  it('draws the body from what was read', async () => {
    renderOverview(async () => 'ABC123');
    expect(await screen.findByText('Code ABC123')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers to read again when the read failed, and draws the body once it succeeds', async () => {
    const read = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('ABC123');
    renderOverview(read);
    const failed = await screen.findByRole('alert');
    expect(screen.queryByText(/^Code/)).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Code ABC123')).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
