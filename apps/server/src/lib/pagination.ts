/** The API's list shape; an empty list still has one (empty) page. */
export const pageOf = <T>(
  items: T[],
  total: number,
  query: { page: number; pageSize: number },
) => ({
  items,
  page: query.page,
  pageSize: query.pageSize,
  total,
  totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
});
