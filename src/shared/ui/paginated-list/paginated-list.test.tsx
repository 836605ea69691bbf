// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../testing/render';
import { setUpTestI18n } from '../../testing/test-i18n';
import { fromItems, fromPageData, fromPaginator, type Page } from './page';
import { PaginatedList } from './paginated-list';

type Row = { id: number };
let observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];

class FakeObserver {
  callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element) {
    observed.push({ callback: this.callback, target });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
}

const rows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i }));

function renderList(fetchPage: (page: number, limit: number) => Promise<Page<Row>>) {
  return renderWithQuery(
    <PaginatedList<Row>
      queryKey={['rows']}
      fetchPage={fetchPage}
      label="Rows"
      itemKey={(row) => row.id}
      renderItem={(row) => <span>{`row ${row.id}`}</span>}
    />,
  );
}

const scrollToEnd = () =>
  act(() => {
    for (const { callback } of observed)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

beforeAll(() => setUpTestI18n('en'));
beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaginatedList', () => {
  it('loads page 1 with limit 10, then the next page at the end of the list, then says there is no more', async () => {
    const fetchPage = vi.fn(async (page: number, limit: number) =>
      fromItems(rows((page - 1) * limit + 1, page < 2 ? limit : 3), limit),
    );
    renderList(fetchPage);
    expect(await screen.findByText('row 10')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith(1, 10, expect.anything());
    expect(screen.queryByText('No more data')).toBeNull();
    scrollToEnd();
    expect(await screen.findByText('row 13')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith(2, 10, expect.anything());
    expect(screen.getByText('No more data')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Rows' }).children).toHaveLength(13);
  });

  it('draws rows of grey bars where the rows will be while page 1 loads, once it takes 800 ms', async () => {
    vi.useFakeTimers();
    try {
      let answer: (page: Page<Row>) => void = () => undefined;
      renderList(() => new Promise((resolve) => (answer = resolve)));
      await act(() => vi.advanceTimersByTimeAsync(799));
      expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      const skeleton = screen.getByRole('status', { name: 'Loading' });
      expect(skeleton.dataset.skeleton).toBe('list');
      expect(skeleton.children).toHaveLength(5);
      answer(fromItems(rows(1, 2), 10));
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
      expect(screen.getByText('row 2')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the empty state', async () => {
    renderList(async () => ({ items: [], hasMore: false }));
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });

  it('shows an error with a working retry button', async () => {
    let fail = true;
    renderList(async () => {
      if (fail) throw new Error('down');
      return { items: rows(1, 2), hasMore: false };
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('row 2')).toBeTruthy();
  });

  it('reloads from page 1 with the refresh control and with a pull down at the top', async () => {
    let version = 0;
    const fetchPage = vi.fn(async () => ({ items: [{ id: version }], hasMore: false }));
    const { container } = renderList(fetchPage);
    expect(await screen.findByText('row 0')).toBeTruthy();
    version = 1;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('row 1')).toBeTruthy();
    version = 2;
    const section = container.querySelector('section')!;
    fireEvent.touchStart(section, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(section, { touches: [{ clientY: 200 }] });
    expect(screen.getByText('Release to refresh')).toBeTruthy();
    fireEvent.touchEnd(section);
    await waitFor(() => expect(screen.getByText('row 2')).toBeTruthy());
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(fetchPage.mock.calls.every((call) => (call as unknown[])[0] === 1)).toBe(true);
  });

  it('a short pull does not refresh', async () => {
    const fetchPage = vi.fn(async () => ({ items: [{ id: 1 }], hasMore: false }));
    const { container } = renderList(fetchPage);
    await screen.findByText('row 1');
    const section = container.querySelector('section')!;
    fireEvent.touchStart(section, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(section, { touches: [{ clientY: 130 }] });
    expect(screen.getByText('Pull down to refresh')).toBeTruthy();
    fireEvent.touchEnd(section);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('page shapes', () => {
  it('reads hasMore from each shape', () => {
    expect(fromPaginator({ data: [1], current_page: 1, last_page: 2 })).toEqual({ items: [1], hasMore: true });
    expect(fromPaginator({ data: [1], current_page: 2, last_page: 2 }).hasMore).toBe(false);
    expect(fromPageData({ data: [1], page: 3, pages: 3 }).hasMore).toBe(false);
    expect(fromItems([1, 2], 2).hasMore).toBe(true);
    expect(fromItems([1], 2).hasMore).toBe(false);
  });
});
