import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The page and search text a list's address asks for: a route's loader reads them too. */
export const listParamsOf = (params: URLSearchParams) => {
  const requested = Number(params.get('page'));
  return {
    page: Number.isInteger(requested) && requested > 1 ? requested : 1,
    search: params.get('search') ?? '',
  };
};

/**
 * The page and search text of a list, kept in the address so that Back (from a
 * member's details, say) returns to the same page. A new search starts again at page 1.
 */
export const useListParams = () => {
  const [params, setParams] = useSearchParams();
  const { page, search } = listParamsOf(params);

  /** The list's other parameters (its filters) stay as they are. */
  const show = (next: { page: number; search: string }, replace: boolean) => {
    const kept = new URLSearchParams(params);
    kept.delete('search');
    kept.delete('page');
    if (next.search) kept.set('search', next.search);
    if (next.page > 1) kept.set('page', String(next.page));
    setParams(kept, { replace });
  };

  return {
    page,
    search,
    setPage: (nextPage: number, { replace = false } = {}) =>
      show({ page: nextPage, search }, replace),
    setSearch: (nextSearch: string) => show({ page: 1, search: nextSearch }, true),
    /** The whole list from its first page: no search, no filter. */
    showAll: () => setParams({}, { replace: true }),
  };
};

export type ListParams = ReturnType<typeof useListParams>;

/**
 * A filter of a list (a status, a standing) kept in the address beside its page and search;
 * choosing one starts again at page 1.
 */
export const useListFilter = (name: string) => {
  const [params, setParams] = useSearchParams();
  const choose = (next: string) => {
    const kept = new URLSearchParams(params);
    kept.delete('page');
    if (next) kept.set(name, next);
    else kept.delete(name);
    setParams(kept, { replace: true });
  };
  return [params.get(name) ?? '', choose] as const;
};

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
