import type { z } from 'zod';
import { useSearchParams } from 'react-router';
import { useListParams } from '@/hooks/use-list-params';

/**
 * A list's filters and page, kept in the address so a link or Back shows the same list;
 * filters `schema` refuses are dropped. A change of filters starts at page 1.
 */
export const useAddressFilters = <T extends Partial<Record<string, string>>>(
  schema: z.ZodType<T>,
  keys: readonly (keyof T & string)[],
) => {
  const [params, setParams] = useSearchParams();
  const list = useListParams();
  const read = Object.fromEntries(
    keys.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = schema.safeParse(read);
  const filters = parsed.success ? parsed.data : ({} as T);

  return {
    filters,
    page: list.page,
    setFilters: (next: T) =>
      setParams(
        Object.fromEntries(
          Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
        ),
        { replace: true },
      ),
    setPage: (nextPage: number) => list.setPage(nextPage, { replace: true }),
  };
};
