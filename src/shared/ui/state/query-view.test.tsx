// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../testing/test-i18n';
import { QueryView } from './query-view';

const pending = {
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
  refetch: vi.fn(),
  isRefetching: false,
};

beforeAll(() => setUpTestI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('QueryView while its query loads', () => {
  it('draws labelled figures in grey once loading takes 800 ms, nothing before', async () => {
    vi.useFakeTimers();
    render(<QueryView query={pending}>{() => <p>loaded</p>}</QueryView>);
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const skeleton = screen.getByRole('status', { name: 'Loading' });
    expect(skeleton.dataset.skeleton).toBe('figures');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
  });

  it('draws rows for a list', async () => {
    vi.useFakeTimers();
    render(
      <QueryView query={pending} skeleton="list">
        {() => <p>loaded</p>}
      </QueryView>,
    );
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(screen.getByRole('status', { name: 'Loading' }).dataset.skeleton).toBe('list');
  });

  it('shows what loaded, and no skeleton, once the data is there', () => {
    render(
      <QueryView query={{ ...pending, data: 'x', isPending: false }}>{(data) => <p>{`loaded ${data}`}</p>}</QueryView>,
    );
    expect(screen.getByText('loaded x')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
