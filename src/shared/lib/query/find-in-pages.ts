/** One page of a `{data, page, pages}` list. */
type DataPage<T> = { data: T[]; pages: number };

/**
 * The first row matching `wanted`, read page after page: for the records the contract lists but has no call to
 * read one of. Null when no page holds it.
 */
export async function findInPages<T>(
  fetchPage: (page: number) => Promise<DataPage<T>>,
  wanted: (row: T) => boolean,
): Promise<T | null> {
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page);
    const found = answer.data.find(wanted);
    if (found) return found;
    if (page >= answer.pages) return null;
  }
}
