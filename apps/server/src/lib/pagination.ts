/** The API's list shape; an empty list still has one (empty) page. */
export const pageOf = <T>(
  items: T[],
  total: number,
  query: { page: number; pageSize: number },
  totalIsCapped = false,
) => ({
  items,
  page: query.page,
  pageSize: query.pageSize,
  total,
  totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  totalIsCapped,
});

/**
 * A list that may be long stops counting at a multiple of a step and says "1,000+": the whole
 * list counts in thousands (an index-only walk), a search in hundreds (each match is a row read).
 */
export const countSteps = { list: 1_000, search: 100 } as const;

/**
 * Where counting stops for a page: the first multiple of `step` past the page's last row, so a
 * capped total always leaves a next page to go to.
 */
export const countLimitFor = (offset: number, pageSize: number, step: number) =>
  Math.ceil((offset + pageSize + 1) / step) * step;

/** A count made up to one past `limit`, as the list answers it: exact, or `limit` and capped. */
export const cappedTotal = (counted: number, limit: number) =>
  counted <= limit
    ? { total: counted, totalIsCapped: false }
    : { total: limit, totalIsCapped: true };
