import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page and search text of a list, kept in the address so that Back (from a
 * member's details, say) returns to the same page. A new search starts again at page 1.
 */
export const useListParams = () => {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const search = params.get('search') ?? '';

  const show = (next: { page: number; search: string }, replace: boolean) =>
    setParams(
      {
        ...(next.search ? { search: next.search } : {}),
        ...(next.page > 1 ? { page: String(next.page) } : {}),
      },
      { replace },
    );

  return {
    page,
    search,
    setPage: (nextPage: number, { replace = false } = {}) =>
      show({ page: nextPage, search }, replace),
    setSearch: (nextSearch: string) => show({ page: 1, search: nextSearch }, true),
  };
};

export type ListParams = ReturnType<typeof useListParams>;

/** When the last entry of the last page goes (deleted, restored), the page before is shown. */
export const useKeepPageInRange = (
  page: number,
  totalPages: number | undefined,
  setPage: (page: number, options: { replace: boolean }) => void,
) => {
  useEffect(() => {
    if (totalPages !== undefined && page > totalPages) setPage(totalPages, { replace: true });
  }, [page, totalPages, setPage]);
};
