import { paymentFiltersSchema, type PaymentFilters } from '@osi/shared';
import { useSearchParams } from 'react-router';
import { useListParams } from '@/hooks/use-list-params';

const filterKeys = ['purpose', 'status', 'from', 'to', 'member'] as const;

/**
 * The Payments page's filters and page, kept in the address so a link or Back shows the same
 * list; filters the server would refuse are dropped. A change of filters starts at page 1.
 */
export const usePaymentFilters = () => {
  const [params, setParams] = useSearchParams();
  const list = useListParams();
  const read = Object.fromEntries(
    filterKeys.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = paymentFiltersSchema.safeParse(read);
  const filters: PaymentFilters = parsed.success ? parsed.data : {};

  return {
    filters,
    page: list.page,
    setFilters: (next: PaymentFilters) =>
      setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => Boolean(value))), {
        replace: true,
      }),
    setPage: (nextPage: number) => list.setPage(nextPage, { replace: true }),
  };
};
