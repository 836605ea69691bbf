import { useQuery, type QueryKey } from '@tanstack/react-query';
import { findInPages } from './find-in-pages';

/** Rows read per page while looking: fewer calls than the screens' pages of ten. */
const PAGE = 50;

type ListCall<T> = (
  params: { page: number; limit: number },
  options: { signal: AbortSignal },
) => Promise<{ data: T[]; pages: number }>;

/**
 * One record the contract lists but has no call to read: its list is read page after page until the record with
 * that id shows up (null when none has it).
 */
export function useListedRecord<T extends { id: number }>(queryKey: QueryKey, list: ListCall<T>, id: number) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      findInPages(
        (page) => list({ page, limit: PAGE }, { signal }),
        (row) => row.id === id,
      ),
  });
}
