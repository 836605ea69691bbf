import { describe, expect, it, vi } from 'vitest';
import { findInPages } from './find-in-pages';

const pages = [
  { data: [1, 2], pages: 2 },
  { data: [3, 4], pages: 2 },
];

describe('find in pages', () => {
  it('reads pages until the row shows up, and answers null after the last page', async () => {
    const fetchPage = vi.fn(async (page: number) => pages[page - 1]);
    expect(await findInPages(fetchPage, (row) => row === 3)).toBe(3);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(await findInPages(fetchPage, (row) => row === 9)).toBeNull();
  });
});
