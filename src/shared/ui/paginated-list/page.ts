/** One page of a paginated list, whatever shape the endpoint answers in. */
export type Page<T> = { items: T[]; hasMore: boolean };

/** Laravel's paginator (`current_page`, `last_page`, `data`). */
export const fromPaginator = <T>(page: { data: T[]; current_page: number; last_page: number }): Page<T> => ({
  items: page.data,
  hasMore: page.current_page < page.last_page,
});

/** The template's "pageData" shape (`data`, `page`, `pages`). */
export const fromPageData = <T>(page: { data: T[]; page: number; pages: number }): Page<T> => ({
  items: page.data,
  hasMore: page.page < page.pages,
});

/** A plain array: a full page means there may be more. */
export const fromItems = <T>(items: T[], limit: number): Page<T> => ({ items, hasMore: items.length >= limit });
