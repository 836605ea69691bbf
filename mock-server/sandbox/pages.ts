/** The two page shapes of the backend: `{data, page, pages, total}` and Laravel's raw paginator. */

export function simplePage<T>(rows: T[], page: number, limit: number) {
  return {
    data: rows.slice((page - 1) * limit, page * limit),
    page,
    pages: Math.ceil(rows.length / limit),
    total: rows.length,
  };
}

/** `path` is the list's address as the backend writes it (`/api/lever/my_trade`). */
export function laravelPage<T>(rows: T[], page: number, perPage: number, path: string) {
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const data = rows.slice((page - 1) * perPage, page * perPage);
  const url = (number: number) => `${path}?page=${number}`;
  return {
    current_page: page,
    data,
    first_page_url: url(1),
    from: data.length ? (page - 1) * perPage + 1 : null,
    last_page: lastPage,
    last_page_url: url(lastPage),
    next_page_url: page < lastPage ? url(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: data.length ? (page - 1) * perPage + data.length : null,
    total: rows.length,
  };
}
