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

/** A list that may be long stops counting at a multiple of this and says "1,000+". */
export const countStep = 1_000;

/**
 * Where counting stops for a page: the first multiple of `countStep` past the page's last row,
 * so a capped total always leaves a next page to go to.
 */
export const countLimitFor = (offset: number, pageSize: number) =>
  Math.ceil((offset + pageSize + 1) / countStep) * countStep;
